import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@fedi/shared';
import { NS } from '../i18n';
import { useSaveNotice, type SaveNotice } from '../profile/useSaveNotice';

export interface FormAction {
  busy: boolean;
  notice: SaveNotice;
  /** The form's submit handler: runs `action` once, busy meanwhile; success shows the ok notice. */
  submit(event: FormEvent): void;
}

/**
 * The submit of a settings form that calls the server once (password, e-mail, move account): busy while it
 * runs (the button is disabled), then the save notice — ok, or `errorKey` with the server's error in
 * `{{error}}`. What was typed stays unless `action` clears it, so a failure loses nothing.
 */
export function useFormAction(errorKey: string, action: () => Promise<void>): FormAction {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useSaveNotice();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setNotice(null);
    action()
      .then(() => setNotice({ kind: 'ok' }))
      .catch((error: unknown) => setNotice({ kind: 'error', message: t(errorKey, { error: errorText(error) }) }))
      .finally(() => setBusy(false));
  };
  return { busy, notice, submit };
}
