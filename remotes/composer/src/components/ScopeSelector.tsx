import { useTranslation } from 'react-i18next';
import type { Visibility } from '@fedi/shared';
import { Radio, RadioGroup } from '@fedi/shared/widgets';
import { NS } from '../i18n';

const ICONS: Record<Visibility, string> = { direct: '✉', private: '🔒', unlisted: '🔓', public: '🌐', local: '👥' };

interface ScopeSelectorProps {
  value: Visibility;
  allowed: Visibility[];
  disabled?: boolean;
  onChange(scope: Visibility): void;
}

/** Visibility buttons; only the scopes the reply rules allow are offered (spec §5). */
export function ScopeSelector({ value, allowed, disabled, onChange }: ScopeSelectorProps) {
  const { t } = useTranslation(NS);
  return (
    <RadioGroup className="composer-scopes" label={t('scope.label')} value={value} onChange={onChange}>
      {allowed.map((scope) => (
        <Radio key={scope} value={scope} className={value === scope ? 'selected' : undefined} disabled={disabled} title={t(`scope.${scope}_hint`)}>
          <span aria-hidden="true">{ICONS[scope]}</span> {t(`scope.${scope}`)}
        </Radio>
      ))}
    </RadioGroup>
  );
}
