import { useTranslation } from 'react-i18next';
import { useBus, useSession } from '@fedi/shared';

/** Mobile: the floating new-post button for signed-in users. */
export function FloatingPostButton() {
  const { t } = useTranslation();
  const bus = useBus();
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  return (
    <button type="button" className="floating-post-button primary" aria-label={t('nav.new_post')} onClick={() => bus.emit('composer:open', {})}>
      ✎
    </button>
  );
}
