import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

interface SubjectFieldProps {
  open: boolean;
  value: string;
  onOpenChange(open: boolean): void;
  onChange(subject: string): void;
}

/** The content warning (subject): a toggle and, when open, its text. */
export function SubjectField({ open, value, onOpenChange, onChange }: SubjectFieldProps) {
  const { t } = useTranslation(NS);
  return (
    <>
      <label className="composer-cw-toggle">
        <input type="checkbox" checked={open} onChange={(event) => onOpenChange(event.target.checked)} />{' '}
        {t('composer.cw_toggle')}
      </label>
      {open && (
        <input
          type="text"
          className="composer-cw"
          aria-label={t('composer.cw_label')}
          placeholder={t('composer.cw_placeholder')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </>
  );
}
