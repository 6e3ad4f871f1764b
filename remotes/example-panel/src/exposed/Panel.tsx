import { useTranslation } from 'react-i18next';
import type { PanelProps } from '@fedi/shared';
import { NS } from '../i18n';

/** An example of a custom panel an instance can add through remotes.json without rebuilding the shell. */
export default function Panel({ region }: PanelProps) {
  const { t } = useTranslation(NS);
  const label = process.env.EXAMPLE_PANEL_LABEL || t('panel.title');
  return (
    <div className="panel example-panel" data-region={region}>
      <h2>{label}</h2>
      <p>{t('panel.body')}</p>
    </div>
  );
}
