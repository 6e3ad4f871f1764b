import { languageOptions, type Visibility } from '@fedi/shared';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { ScopeSelector } from './ScopeSelector';
import type { ComposerFormState } from './useComposerForm';

const CONTENT_TYPE_KEYS: Record<string, string> = {
  'text/plain': 'plain',
  'text/html': 'html',
  'text/markdown': 'markdown',
  'text/bbcode': 'bbcode',
  'text/x.misskeymarkdown': 'mfm',
};
const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'ja', 'nl', 'pl', 'pt', 'ru', 'uk', 'zh'];

interface ComposerOptionsProps {
  widgets: ComposerFormState['widgets'];
  visibility: Visibility;
  allowed: Visibility[];
  /** An edit keeps its scope. */
  editing: boolean;
  postFormats: readonly string[];
  contentType: string;
  language: string;
  instanceLanguages: readonly string[];
  onVisibility(visibility: Visibility): void;
  onContentType(contentType: string): void;
  onLanguage(language: string): void;
}

/** The post's scope, its format (when the server offers more than one) and its language. */
export function ComposerOptions(props: ComposerOptionsProps) {
  const { t, i18n } = useTranslation(NS);
  const { widgets, visibility, allowed, editing, postFormats, contentType, language, instanceLanguages } = props;
  return (
    <div className="composer-options">
      <ScopeSelector
        widgets={widgets}
        value={visibility}
        allowed={editing ? [visibility] : allowed}
        disabled={editing}
        onChange={props.onVisibility}
      />
      {postFormats.length > 1 && (
        <select
          aria-label={t('composer.content_type')}
          value={contentType}
          onChange={(event) => props.onContentType(event.target.value)}
        >
          {postFormats.map((format) => (
            <option key={format} value={format}>
              {CONTENT_TYPE_KEYS[format] ? t(`content_type.${CONTENT_TYPE_KEYS[format]}`) : format}
            </option>
          ))}
        </select>
      )}
      <select
        aria-label={t('composer.language')}
        value={language}
        onChange={(event) => props.onLanguage(event.target.value)}
      >
        <option value="">{t('composer.language_default')}</option>
        {languageOptions([...instanceLanguages, ...LANGUAGES], { language: i18n.language }).map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
