import { AttachmentSchema } from '../api_types/attachment';
import { normalizeAttachment, type Attachment } from '../models/attachment';
import { callOne, seg } from './call';
import type { ApiClientConfig, CallOptions } from './context';
import { toFormData } from './form';
import type { UpdateMediaParams, UploadMediaParams } from './params/media';

/** The multipart body of POST /api/v1/media (the client's upload and `@fedi/shared/uploads`' with progress). */
export function mediaUploadForm(params: UploadMediaParams): FormData {
  const form = new FormData();
  if (params.filename) form.append('file', params.file, params.filename);
  else form.append('file', params.file);
  if (params.description) form.append('description', params.description);
  if (params.focus) form.append('focus', params.focus);
  return form;
}

/** Media uploads (multipart) and description updates. */
export function createMediaApi(config: ApiClientConfig) {
  return {
    upload: (params: UploadMediaParams, options?: CallOptions): Promise<Attachment> =>
      callOne(
        config,
        '/api/v1/media',
        AttachmentSchema,
        { method: 'POST', form: mediaUploadForm(params), ...options },
        normalizeAttachment,
      ),
    update: (id: string, params: UpdateMediaParams, options?: CallOptions): Promise<Attachment> =>
      callOne(
        config,
        `/api/v1/media/${seg(id)}`,
        AttachmentSchema,
        { method: 'PUT', form: toFormData({ ...params }), ...options },
        normalizeAttachment,
      ),
  };
}
export type MediaApi = ReturnType<typeof createMediaApi>;
