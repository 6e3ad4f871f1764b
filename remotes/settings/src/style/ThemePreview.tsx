import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

interface Props {
  /** The theme's CSS variables, set on the preview only. */
  variables: Record<string, string>;
}

/**
 * A panel with a status, a text field and a button drawn with the given variables: what the theme looks
 * like before (or while) it is applied. Decorative: hidden from assistive technology and inert.
 */
export function ThemePreview({ variables }: Props) {
  const { t } = useTranslation(NS);
  return (
    <div
      className="theme-preview"
      style={variables as CSSProperties}
      aria-hidden="true"
      inert
      data-testid="theme-preview"
    >
      <div className="theme-preview-header">{t('style.preview.panel')}</div>
      <div className="theme-preview-body">
        <div className="theme-preview-status">
          <span className="theme-preview-avatar" />
          <div>
            <span className="theme-preview-name">{t('style.preview.name')}</span>{' '}
            <span className="theme-preview-faint">{t('style.preview.handle')}</span>
            <p>
              {t('style.preview.text')} <span className="theme-preview-link">{t('style.preview.link')}</span>
            </p>
          </div>
        </div>
        <input className="theme-preview-input" readOnly value={t('style.preview.input')} />
        <button type="button" className="theme-preview-button">
          {t('style.preview.button')}
        </button>{' '}
        <span className="theme-preview-error">{t('style.preview.error')}</span>
      </div>
    </div>
  );
}
