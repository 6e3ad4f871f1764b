import * as Ariakit from '@ariakit/react';
import type { ReactNode } from 'react';

export interface RadioGroupProps<T extends string> {
  label: string;
  value: T;
  onChange(value: NoInfer<T>): void;
  className?: string;
  children: ReactNode;
}

/**
 * The WAI-ARIA radio group pattern for a row of choice buttons: one button in the tab order (the
 * checked one), arrow keys move and check, Space checks.
 */
export function RadioGroup<T extends string>({ label, value, onChange, className, children }: RadioGroupProps<T>) {
  return (
    <Ariakit.RadioProvider value={value} setValue={(next) => onChange(next as T)} focusLoop>
      <Ariakit.RadioGroup aria-label={label} className={className}>
        {children}
      </Ariakit.RadioGroup>
    </Ariakit.RadioProvider>
  );
}

export interface RadioProps {
  value: string;
  disabled?: boolean;
  className?: string;
  title?: string;
  children: ReactNode;
}

/** One choice of a `RadioGroup`, rendered as a button (role radio, aria-checked). */
export function Radio({ value, disabled, className, title, children }: RadioProps) {
  const store = Ariakit.useRadioContext();
  return (
    <Ariakit.Radio
      render={<button type="button" />}
      value={value}
      disabled={disabled}
      className={className}
      title={title}
      // A native radio is checked when the arrow keys reach it; a button radio is checked here.
      onFocus={() => store?.setValue(value)}
    >
      {children}
    </Ariakit.Radio>
  );
}
