import type { InputHTMLAttributes } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'children'>;

export interface FieldProps extends InputProps {
  /** The input's id (a search target uses `settingId(…)`). */
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** A line under the input, read with it (`aria-describedby`). */
  hint?: string;
  /** An address or a code, not prose: the input is as wide as a password field, not the whole row. */
  short?: boolean;
}

/** One labelled text input of a settings form (`.setting` row: the label above the input, an optional hint). */
export function Field({ id, label, value, onChange, hint, short, ...input }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={short ? 'setting setting-short' : 'setting'}>
      <label htmlFor={id}>{label}</label>
      <input
        type="text"
        {...input}
        id={id}
        value={value}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={hintId} className="settings-hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The current password, asked by every account change. */
export function PasswordField({ id, label, value, onChange }: Pick<FieldProps, 'id' | 'label' | 'value' | 'onChange'>) {
  return (
    <Field
      id={id}
      label={label}
      type="password"
      autoComplete="current-password"
      required
      value={value}
      onChange={onChange}
    />
  );
}
