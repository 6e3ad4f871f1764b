import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@fedi/shared';
import type { UploadProgress } from '@fedi/shared/uploads';
import { NS } from '../i18n';
import { fileSize } from './fileSize';

interface Props {
  id: string;
  label: string;
  /** The image now (empty when none). */
  current: string;
  /** Bytes the instance takes (0: unknown, not checked here). */
  limit: number;
  /** Sends the file; resolves when saved. */
  onUpload(file: File, onProgress: (progress: UploadProgress) => void): Promise<void>;
}

/** An avatar, banner or background: pick a file, see it before saving, upload it with progress. */
export function ImageField({ id, label, current, limit, onUpload }: Props) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const file = chosen?.file ?? null;
  const preview = chosen?.url ?? null;
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The preview's object URL lives as long as the choice.
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.url) : undefined), [chosen]);
  const setFile = (next: File | null) => setChosen(next ? { file: next, url: URL.createObjectURL(next) } : null);

  const upload = async () => {
    if (!file) return;
    setError(null);
    setProgress({ loaded: 0, total: file.size });
    try {
      await onUpload(file, setProgress);
      setFile(null);
    } catch (failure) {
      setError(t('profile.upload_failed', { error: errorText(failure) }));
    } finally {
      setProgress(null);
    }
  };

  const shown = preview ?? current;
  return (
    <fieldset className="setting image-field">
      <legend>{label}</legend>
      {shown ? (
        <img className="image-field-preview" src={shown} alt={preview ? t('profile.image_new', { label }) : label} />
      ) : (
        <p>{t('profile.image_none')}</p>
      )}
      <div>
        <label htmlFor={id}>{t('profile.image_choose', { label })}</label>{' '}
        <input
          id={id}
          type="file"
          accept="image/*"
          disabled={progress !== null}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            event.target.value = '';
            setError(null);
            if (chosen && limit > 0 && chosen.size > limit) {
              setFile(null);
              setError(t('profile.file_too_big', { size: fileSize(chosen.size), limit: fileSize(limit) }));
              return;
            }
            setFile(chosen);
          }}
        />
      </div>
      {file && (
        <div className="image-field-actions">
          <button type="button" className="primary" disabled={progress !== null} onClick={() => void upload()}>
            {t('profile.image_save', { label })}
          </button>{' '}
          <button type="button" disabled={progress !== null} onClick={() => setFile(null)}>
            {t('profile.image_cancel')}
          </button>
        </div>
      )}
      {progress && (
        <progress
          aria-label={t('profile.image_progress', { label })}
          max={progress.total || 1}
          value={progress.loaded}
        />
      )}
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
