import { useTranslation } from 'react-i18next';

/** An honest page for a route whose screen is not built yet. */
export function NotAvailable({ routeName }: { routeName: string }) {
  const { t } = useTranslation();
  return (
    <div className="panel not-available">
      <h1>{t('not_available.title')}</h1>
      <p>{t('not_available.body', { route: routeName })}</p>
    </div>
  );
}
