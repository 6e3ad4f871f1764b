import { useTranslation } from 'react-i18next';

interface RegionErrorProps {
  message: string;
  onRetry(): void;
  busy: boolean;
}

/** The failure box of a region: what went wrong and a Retry button. */
export function RegionError({ message, onRetry, busy }: RegionErrorProps) {
  const { t } = useTranslation();
  return (
    <div className="region-error" role="alert">
      <p>{message}</p>
      <button type="button" onClick={onRetry} disabled={busy}>
        {t('remote.retry')}
      </button>
    </div>
  );
}
