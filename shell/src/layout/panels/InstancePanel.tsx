import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaticHtml } from '../../app/useStaticHtml';

/**
 * The instance-specific HTML panel (/static/panel.html), loaded as its own chunk. The panels that come
 * after it in the sidebar (`children`) show once its HTML is read (or known missing), so it never
 * appears above them and pushes them down (layout shift).
 */
export default function InstancePanel({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { html, settled } = useStaticHtml('panel.html');
  return (
    <>
      {html && (
        <section className="panel instance-panel" aria-label={t('panels.instance')}>
          <div dir="auto" dangerouslySetInnerHTML={{ __html: html }} />
        </section>
      )}
      {settled && children}
    </>
  );
}
