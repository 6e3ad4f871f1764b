import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, NetworkError, SchemaError, useErrorText, type ApiClient, type Attachment } from '@fedi/shared';
import { uploadMediaWithProgress } from '@fedi/shared/uploads';
import type { DraftFile } from '../drafts';
import { NS } from '../i18n';
import { checkUpload } from '../limits';
import type { UploadItem } from './Attachments';

/** An attachment on the server as the draft keeps it (its id is what a post sends). */
export function draftFileOf(attachment: Attachment, name?: string): DraftFile {
  return {
    id: attachment.id,
    url: attachment.url,
    previewUrl: attachment.preview_url,
    type: attachment.type,
    description: attachment.description,
    savedDescription: attachment.description,
    name,
  };
}

interface UploadsOptions {
  client: ApiClient;
  /** Bytes; 0 = unknown, no check. */
  uploadLimit: number;
  fileLimit: number;
  /** Files already in the draft. */
  attached: number;
  /** An upload finished: `mounted` is false when the composer was closed meanwhile (the file must still be kept). */
  onUploaded(file: DraftFile, mounted: boolean): void;
}

let lastLocalId = 0;

/**
 * Uploads of the composer (spec §5 Uploads): size and count limits with their messages, progress per
 * file, and one path for picked, pasted, dropped files and stickers.
 */
export function useUploads({ client, uploadLimit, fileLimit, attached, onUploaded }: UploadsOptions) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const count = attached + uploads.length;

  const uploadFile = async (file: Blob, name: string) => {
    const check = checkUpload(file.size, uploadLimit, count, fileLimit);
    if (!check.ok) {
      setUploadError(
        check.reason === 'file_too_big'
          ? t('upload.file_too_big', { filesize: check.filesize, allowedsize: check.allowedsize })
          : t('upload.file_limit', { count: fileLimit }),
      );
      return;
    }
    setUploadError(null);
    const localId = `upload-${++lastLocalId}`;
    setUploads((all) => [...all, { localId, name, loaded: 0, total: file.size }]);
    try {
      const attachment = await uploadMediaWithProgress(client.config, { file, filename: name }, (progress) =>
        setUploads((all) =>
          all.map((u) => (u.localId === localId ? { ...u, loaded: progress.loaded, total: progress.total } : u)),
        ),
      );
      onUploaded(draftFileOf(attachment, name), mounted.current);
    } catch (failure) {
      setUploadError(
        failure instanceof ApiError || failure instanceof NetworkError || failure instanceof SchemaError
          ? t('upload.failed_reason', { reason: errorText(failure) })
          : t('upload.failed'),
      );
    } finally {
      setUploads((all) => all.filter((u) => u.localId !== localId));
    }
  };

  /** Picked, pasted or dropped files: uploaded one by one, refusing those beyond the file limit. */
  const addFiles = (files: File[]) => {
    let next = count;
    for (const file of files) {
      if (fileLimit > 0 && next >= fileLimit) {
        setUploadError(t('upload.file_limit', { count: fileLimit }));
        break;
      }
      next += 1;
      void uploadFile(file, file.name || t('upload.pasted_name'));
    }
  };

  /** A sticker is a static file of the instance: fetched, then uploaded like any picked file. */
  const addSticker = async (file: { name: string; url: string }) => {
    try {
      const response = await fetch(file.url);
      if (!response.ok) throw new ApiError(response.status, null);
      await uploadFile(await response.blob(), file.name);
    } catch (failure) {
      setUploadError(t('upload.failed_reason', { reason: errorText(failure) }));
    }
  };

  return { uploads, count, uploadError, dismissError: () => setUploadError(null), addFiles, addSticker };
}
