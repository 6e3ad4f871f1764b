import { ArrowDown, ArrowUp, X } from 'lucide';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { Icon } from '@fedi/shared';

export interface FieldDraft {
  name: string;
  value: string;
}

interface Props {
  id: string;
  fields: readonly FieldDraft[];
  max: number;
  nameLength: number;
  valueLength: number;
  onChange(fields: FieldDraft[]): void;
}

/** Profile fields (name and value): add up to the instance's limit, remove, move up or down. */
export function FieldsEditor({ id, fields, max, nameLength, valueLength, onChange }: Props) {
  const { t } = useTranslation(NS);
  const set = (index: number, patch: Partial<FieldDraft>) =>
    onChange(fields.map((field, at) => (at === index ? { ...field, ...patch } : field)));
  const move = (index: number, by: number) => {
    const next = [...fields];
    const [field] = next.splice(index, 1);
    if (field) next.splice(index + by, 0, field);
    onChange(next);
  };
  return (
    <fieldset className="setting profile-fields">
      <legend>{t('profile.items.fields')}</legend>
      <p className="settings-hint">{t('profile.fields_limit', { count: max })}</p>
      <ol>
        {fields.map((field, index) => (
          <li key={index} className="profile-field">
            <input
              type="text"
              aria-label={t('profile.field_name', { index: index + 1 })}
              maxLength={nameLength}
              value={field.name}
              onChange={(event) => set(index, { name: event.target.value })}
            />
            <input
              type="text"
              aria-label={t('profile.field_value', { index: index + 1 })}
              maxLength={valueLength}
              value={field.value}
              onChange={(event) => set(index, { value: event.target.value })}
            />
            <button
              type="button"
              aria-label={t('profile.field_up', { index: index + 1 })}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            >
              <Icon node={ArrowUp} size={16} />
            </button>
            <button
              type="button"
              aria-label={t('profile.field_down', { index: index + 1 })}
              disabled={index === fields.length - 1}
              onClick={() => move(index, 1)}
            >
              <Icon node={ArrowDown} size={16} />
            </button>
            <button
              type="button"
              aria-label={t('profile.field_remove', { index: index + 1 })}
              onClick={() => onChange(fields.filter((_, at) => at !== index))}
            >
              <Icon node={X} size={16} />
            </button>
          </li>
        ))}
      </ol>
      <button
        id={id}
        type="button"
        disabled={fields.length >= max}
        onClick={() => onChange([...fields, { name: '', value: '' }])}
      >
        {t('profile.field_add')}
      </button>
    </fieldset>
  );
}
