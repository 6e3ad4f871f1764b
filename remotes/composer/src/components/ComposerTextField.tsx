import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import type { ComposerFormState } from './useComposerForm';

interface ComposerTextFieldProps {
  widgets: ComposerFormState['widgets'];
  textProps: ComposerFormState['textProps'];
  autocomplete: ComposerFormState['autocomplete'];
}

/**
 * The post's text with its autocomplete (mentions, hashtags, emoji): the shared widgets' Autocomplete once they
 * are loaded, until then a plain textarea with the same props (no suggestions yet).
 */
export function ComposerTextField({ widgets, textProps, autocomplete }: ComposerTextFieldProps) {
  const { t } = useTranslation(NS);
  const { suggestions, open, selected, setSelected, optionId, choose, close } = autocomplete;
  return (
    <>
      <label htmlFor={textProps.id} className="visually-hidden">
        {t('composer.label')}
      </label>
      <div className="composer-text">
        {widgets ? (
          <widgets.Autocomplete
            open={open}
            onOpenChange={(next) => !next && close()}
            activeId={open ? optionId(selected) : null}
            onActiveIdChange={(id) => {
              const index = suggestions.findIndex((_, i) => optionId(i) === id);
              if (index >= 0) setSelected(index);
            }}
          >
            <widgets.AutocompleteTextArea {...textProps} />
            {open && (
              <widgets.AutocompleteList className="composer-suggestions" label={t('composer.suggestions')}>
                {suggestions.map((suggestion, index) => (
                  <widgets.AutocompleteOption
                    key={suggestion.key}
                    id={optionId(index)}
                    activeClassName="selected"
                    onPick={() => choose(suggestion)}
                  >
                    {suggestion.imageUrl && <img src={suggestion.imageUrl} alt="" width={20} height={20} />}
                    <span className="composer-suggestion-label">{suggestion.label}</span>
                    {suggestion.detail && <span className="composer-suggestion-detail">{suggestion.detail}</span>}
                  </widgets.AutocompleteOption>
                ))}
              </widgets.AutocompleteList>
            )}
          </widgets.Autocomplete>
        ) : (
          // Until the widgets arrive (the first focus fetches them): the same field, no suggestions yet.
          <textarea {...textProps} />
        )}
      </div>
    </>
  );
}
