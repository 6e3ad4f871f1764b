import { useTranslation } from 'react-i18next';
import { useStaticHtml } from '../../app/useStaticHtml';

/** The instance-specific HTML panel (/static/panel.html). Loaded as its own chunk. */
export default function InstancePanel() {
  const { t } = useTranslation();
  const html = useStaticHtml('panel.html');
  if (!html) return null;
  return (
    <section className="panel instance-panel" aria-label={t('panels.instance')}>
      <div dir="auto" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
