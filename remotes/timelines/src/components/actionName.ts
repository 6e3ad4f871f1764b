import type { TFunction } from 'i18next';
import { formatCount } from '@fedi/shared';
import type { NS } from '../i18n';

/**
 * An action's name: with its count when the count shows ("Favorite, 3 favorites"), so the name holds what
 * is seen (WCAG 2.5.3, label in name). The visitor's links and the signed-in buttons say the same.
 */
export function actionName(t: TFunction<typeof NS>, key: string, count: number, stats: boolean): string {
  return stats && count > 0 ? t(`${key}_counted`, { count, formatted: formatCount(count) }) : t(key);
}
