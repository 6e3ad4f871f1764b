import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MuteWord } from '@fedi/shared';
import { NS } from '../i18n';

interface Props {
  /** The id of the new-word input (the search jumps to it). */
  id: string;
  label: string;
  words: readonly MuteWord[];
  onChange(words: MuteWord[]): void;
}

type Rule = { word: string; wholeWord: boolean; regex: boolean };

const ruleOf = (entry: MuteWord): Rule =>
  typeof entry === 'string'
    ? { word: entry, wholeWord: false, regex: false }
    : { word: entry.word, wholeWord: entry.wholeWord ?? false, regex: entry.regex ?? false };

/** A plain word stays a string (what older versions stored); options make it an object. */
const entryOf = (rule: Rule): MuteWord =>
  rule.wholeWord || rule.regex
    ? { word: rule.word, ...(rule.wholeWord ? { wholeWord: true } : {}), ...(rule.regex ? { regex: true } : {}) }
    : rule.word;

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern, 'iu');
    return true;
  } catch {
    return false;
  }
}

/** Mute words: add, remove, and per word "whole word" and "regular expression". */
export function MuteWordsEditor({ id, label, words, onChange }: Props) {
  const { t } = useTranslation(NS);
  const [draft, setDraft] = useState('');
  const rules = words.map(ruleOf);
  const update = (index: number, patch: Partial<Rule>) =>
    onChange(rules.map((rule, at) => entryOf(at === index ? { ...rule, ...patch } : rule)));
  const add = () => {
    if (draft.trim() === '') return;
    onChange([...words, draft.trim()]);
    setDraft('');
  };
  return (
    <fieldset className="setting mute-words">
      <legend>{label}</legend>
      {rules.length > 0 && (
        <ul className="mute-word-list">
          {rules.map((rule, index) => {
            const invalid = rule.regex && !compiles(rule.word);
            return (
              <li key={index}>
                <input
                  type="text"
                  aria-label={t('general.mute_words.word', { index: index + 1 })}
                  value={rule.word}
                  aria-invalid={invalid}
                  onChange={(event) => update(index, { word: event.target.value })}
                />
                <label>
                  <input
                    type="checkbox"
                    checked={rule.wholeWord}
                    onChange={(event) => update(index, { wholeWord: event.target.checked })}
                  />{' '}
                  {t('general.mute_words.whole_word')}
                </label>
                <label>
                  <input
                    type="checkbox"
                    checked={rule.regex}
                    onChange={(event) => update(index, { regex: event.target.checked })}
                  />{' '}
                  {t('general.mute_words.regex')}
                </label>
                <button
                  type="button"
                  aria-label={t('general.mute_words.remove', { word: rule.word })}
                  onClick={() => onChange(words.filter((_, at) => at !== index))}
                >
                  {t('general.mute_words.remove_short')}
                </button>
                {invalid && (
                  <p className="form-error" role="alert">
                    {t('general.mute_words.invalid_regex')}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="mute-word-add">
        <input
          id={id}
          type="text"
          aria-label={t('general.mute_words.new')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />{' '}
        <button type="button" onClick={add} disabled={draft.trim() === ''}>
          {t('general.mute_words.add')}
        </button>
      </div>
    </fieldset>
  );
}
