import { X } from 'lucide';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PollLimits } from '@fedi/shared';
import { NS } from '../i18n';
import { clampExpiry, pollUnits, type PollDraft, type PollUnit } from '../limits';
import { Icon } from '@fedi/shared';

interface PollFormProps {
  poll: PollDraft;
  limits: PollLimits;
  disabled?: boolean;
  onChange(poll: PollDraft): void;
}

/** Options (2 … max_options, each up to max_option_chars), single/multiple choice, expiry with a unit. */
export function PollForm({ poll, limits, disabled, onChange }: PollFormProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  const units = pollUnits(limits);
  const setOption = (index: number, value: string) =>
    onChange({ ...poll, options: poll.options.map((option, i) => (i === index ? value : option)) });
  return (
    <fieldset className="composer-poll" disabled={disabled}>
      <legend>{t('polls.title')}</legend>
      {poll.options.map((option, index) => (
        <div className="composer-poll-option" key={index}>
          <input
            type="text"
            value={option}
            aria-label={t('polls.option', { index: index + 1 })}
            placeholder={t('polls.option', { index: index + 1 })}
            maxLength={limits.max_option_chars}
            onChange={(event) => setOption(index, event.target.value)}
          />
          <button
            type="button"
            aria-label={t('polls.remove_option', { index: index + 1 })}
            disabled={poll.options.length <= 2}
            onClick={() => onChange({ ...poll, options: poll.options.filter((_, i) => i !== index) })}
          >
            <Icon node={X} size={16} />
          </button>
        </div>
      ))}
      <button
        type="button"
        disabled={poll.options.length >= limits.max_options}
        onClick={() => onChange({ ...poll, options: [...poll.options, ''] })}
      >
        {t('polls.add_option')}
      </button>
      <div className="composer-poll-settings">
        <label className="composer-poll-multiple">
          <input
            type="checkbox"
            checked={poll.multiple}
            onChange={(event) => onChange({ ...poll, multiple: event.target.checked })}
          />
          {t('polls.multiple')}
        </label>
        <label htmlFor={`${id}-amount`}>{t('polls.expiry')}</label>
        <input
          id={`${id}-amount`}
          type="number"
          min={1}
          value={Number.isFinite(poll.amount) ? poll.amount : ''}
          onChange={(event) => onChange({ ...poll, amount: event.target.valueAsNumber })}
          onBlur={() => onChange({ ...poll, amount: clampExpiry(poll.amount, poll.unit, limits) })}
        />
        <select
          aria-label={t('polls.expiry_unit')}
          value={poll.unit}
          onChange={(event) => {
            const unit = event.target.value as PollUnit;
            onChange({ ...poll, unit, amount: clampExpiry(poll.amount, unit, limits) });
          }}
        >
          {units.map((unit) => (
            <option key={unit} value={unit}>
              {t(`polls.units.${unit}`)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
