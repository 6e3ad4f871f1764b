import { useId } from 'react';
import type { Preferences } from '@fedi/shared';

type BooleanKey = { [K in keyof Preferences]: Preferences[K] extends boolean ? K : never }[keyof Preferences];

interface Props {
  name: BooleanKey;
  label: string;
  preferences: Preferences;
  onChange(patch: Partial<Preferences>): void;
}

/** One on/off preference as a labelled checkbox. */
export function PreferenceToggle({ name, label, preferences, onChange }: Props) {
  const id = useId();
  return (
    <div className="setting">
      <input
        id={id}
        type="checkbox"
        checked={preferences[name]}
        onChange={(event) => onChange({ [name]: event.target.checked })}
      />{' '}
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
