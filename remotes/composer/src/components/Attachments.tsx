import { ArrowDown, ArrowUp, X } from 'lucide';
import { useTranslation } from 'react-i18next';
import type { DraftFile } from '../drafts';
import { NS } from '../i18n';
import { Icon } from '@fedi/shared';

export interface UploadItem {
  localId: string;
  name: string;
  loaded: number;
  total: number;
}

interface AttachmentsProps {
  files: DraftFile[];
  uploads: UploadItem[];
  disabled?: boolean;
  onChange(files: DraftFile[]): void;
}

function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** Uploaded files with descriptions, reorder and remove; files still uploading with a progress bar. */
export function Attachments({ files, uploads, disabled, onChange }: AttachmentsProps) {
  const { t } = useTranslation(NS);
  if (files.length === 0 && uploads.length === 0) return null;
  return (
    <div className="composer-attachments">
      {uploads.map((upload) => {
        const percent = upload.total > 0 ? Math.round((upload.loaded / upload.total) * 100) : 0;
        return (
          <div className="composer-upload" key={upload.localId}>
            <span>{t('upload.uploading', { name: upload.name })}</span>
            <progress max={100} value={percent} aria-label={t('upload.progress', { name: upload.name })}>
              {percent}%
            </progress>
            <span className="composer-upload-percent">{percent}%</span>
          </div>
        );
      })}
      <ul>
        {files.map((file, index) => (
          <li className="composer-attachment" key={file.id} data-testid="composer-attachment">
            {file.type === 'image' ? (
              <img src={file.previewUrl || file.url} alt={file.description} width={80} height={80} />
            ) : (
              <span className="composer-attachment-file">{file.name ?? file.url.split('/').pop()}</span>
            )}
            <textarea
              aria-label={t('upload.description', { index: index + 1 })}
              placeholder={t('upload.description_placeholder')}
              value={file.description}
              disabled={disabled}
              rows={2}
              onChange={(event) =>
                onChange(files.map((f) => (f.id === file.id ? { ...f, description: event.target.value } : f)))
              }
            />
            <div className="composer-attachment-actions">
              <button
                type="button"
                disabled={disabled || index === 0}
                aria-label={t('upload.move_up', { index: index + 1 })}
                onClick={() => onChange(move(files, index, index - 1))}
              >
                <Icon node={ArrowUp} size={16} />
              </button>
              <button
                type="button"
                disabled={disabled || index === files.length - 1}
                aria-label={t('upload.move_down', { index: index + 1 })}
                onClick={() => onChange(move(files, index, index + 1))}
              >
                <Icon node={ArrowDown} size={16} />
              </button>
              <button
                type="button"
                disabled={disabled}
                aria-label={t('upload.remove', { index: index + 1 })}
                onClick={() => onChange(files.filter((f) => f.id !== file.id))}
              >
                <Icon node={X} size={16} />
              </button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
