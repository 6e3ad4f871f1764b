import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { HIGHLIGHT_TYPES, highlightOf, setHighlight, useUserMarks, type HighlightType } from '@fedi/shared';

/** Highlight one user's statuses and name (spec §3: type disabled, solid, striped or side; a colour). */
export function HighlightControl({ screenName }: { screenName: string }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const current = highlightOf(useUserMarks(), screenName);
  return (
    <fieldset className="people-highlight">
      <legend>{t('relation.highlight')}</legend>
      <label htmlFor={`${id}-type`}>{t('relation.highlight_type')}</label>
      <select
        id={`${id}-type`}
        value={current.type}
        onChange={(event) => setHighlight(screenName, { ...current, type: event.target.value as HighlightType })}
      >
        {HIGHLIGHT_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`relation.highlight_${type}`)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-color`}>{t('relation.highlight_color')}</label>
      <input
        id={`${id}-color`}
        type="color"
        value={current.color.toLowerCase()}
        disabled={current.type === 'disabled'}
        onChange={(event) => setHighlight(screenName, { ...current, color: event.target.value.toUpperCase() })}
      />
    </fieldset>
  );
}
