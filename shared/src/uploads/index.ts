// `@fedi/shared/uploads`: uploads with progress (the composer's and the chat's media, the settings'
// avatar, header and background). Not in the shared index and not an MF shared module: bundled into the
// remotes that upload, so a first load carries none of it. Everything with an identity (the error
// classes, the parsers, the origin guard) comes from the index, so a bundled copy throws the index's own
// errors and the screens' `errorText` knows them.
import {
  AccountSchema,
  ApiError,
  AttachmentSchema,
  instanceUrl,
  mediaUploadForm,
  NetworkError,
  normalizeAttachment,
  normalizeUser,
  parseOne,
  parseRetryAfter,
  SchemaError,
  toFormData,
  createApiClient,
  type ApiClientConfig,
  type Attachment,
  type CallOptions,
  type FormFields,
  type UpdateCredentialsParams,
  type UploadMediaParams,
  type User,
} from '@fedi/shared';
import { REQUEST_TIMEOUT } from '../constants';

/** Bytes sent so far and the total, while an upload is on its way. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * A multipart request through XMLHttpRequest, so the caller can show upload progress (fetch cannot
 * report it). Fails like the client does: `ApiError` for an answer that is not 2xx, `NetworkError`
 * when none came; an abort by the caller rejects with an `AbortError`. Answers the parsed JSON body.
 */
function sendFormWithProgress(
  config: ApiClientConfig,
  method: 'POST' | 'PATCH',
  path: string,
  form: FormData,
  size: number,
  onProgress: (progress: UploadProgress) => void,
  options: CallOptions,
): Promise<unknown> {
  return new Promise<unknown>((resolve, reject) => {
    let url: string;
    try {
      url = instanceUrl(config.baseUrl, path);
    } catch (error) {
      reject(error as Error);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = config.getToken?.();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    // A stalled upload (nothing sent or received for the client's timeout) is abandoned as timed out; a
    // slow one that keeps moving is not.
    let stalled = false;
    let stallTimer: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(() => {
        stalled = true;
        xhr.abort();
      }, config.timeoutMs ?? REQUEST_TIMEOUT);
    };
    xhr.upload.onprogress = (event) => {
      watch();
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : size });
    };
    xhr.onprogress = watch;
    xhr.onloadend = () => clearTimeout(stallTimer);
    xhr.onload = () => {
      const ok = xhr.status >= 200 && xhr.status < 300;
      let body: unknown = xhr.responseText;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : null;
      } catch {
        // An answer that is not JSON: kept as text on a failure, unreadable on a success.
        if (ok) {
          reject(new SchemaError('answer (not valid JSON)', [], xhr.responseText));
          return;
        }
      }
      if (xhr.status === 401 && token) config.onUnauthorized?.(token);
      if (!ok) reject(new ApiError(xhr.status, body, parseRetryAfter(xhr.getResponseHeader?.('Retry-After'))));
      else resolve(body);
    };
    xhr.onerror = () => reject(new NetworkError('Network error'));
    xhr.ontimeout = () => reject(new NetworkError('Request timed out', true));
    xhr.onabort = () =>
      reject(stalled ? new NetworkError('Request timed out', true) : new DOMException('Aborted', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('Aborted', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    watch();
    xhr.send(form);
  });
}

/** POST /api/v1/media with upload progress (see `sendFormWithProgress`). */
export async function uploadMediaWithProgress(
  config: ApiClientConfig,
  params: UploadMediaParams,
  onProgress: (progress: UploadProgress) => void,
  options: CallOptions = {},
): Promise<Attachment> {
  if (typeof XMLHttpRequest === 'undefined') return createApiClient(config).media.upload(params, options);
  const form = mediaUploadForm(params);
  const body = await sendFormWithProgress(config, 'POST', '/api/v1/media', form, params.file.size, onProgress, options);
  return normalizeAttachment(parseOne(AttachmentSchema, body, 'attachment'));
}

/**
 * PATCH /api/v1/accounts/update_credentials with upload progress (the settings modal's avatar, header and
 * background): answers the normalized account.
 */
export async function updateCredentialsWithProgress(
  config: ApiClientConfig,
  params: UpdateCredentialsParams,
  onProgress: (progress: UploadProgress) => void,
  options: CallOptions = {},
): Promise<User> {
  const form = toFormData(params as FormFields);
  let size = 0;
  form.forEach((value) => {
    size += typeof value === 'string' ? value.length : value.size;
  });
  const body = await sendFormWithProgress(
    config,
    'PATCH',
    '/api/v1/accounts/update_credentials',
    form,
    size,
    onProgress,
    options,
  );
  return normalizeUser(parseOne(AccountSchema, body, 'account'));
}
