import { AccountSchema } from '../api_types/account';
import {
  ContextSchema,
  StatusEditSchema,
  StatusSchema,
  StatusSourceSchema,
  TranslationSchema,
  type WireStatusEdit,
  type WireStatusSource,
} from '../api_types/status';
import { normalizeStatus, type Status, type Translation } from '../models/status';
import { normalizeUser, type User } from '../models/user';
import { callList, callOne, callPage, callVoid, seg } from './call';
import type { ApiClientConfig, CallOptions } from './context';
import { toFormData, toUrlEncoded, type FormFields } from './form';
import type { Page } from './paging';
import type { PageParams } from './params/paging';
import type { CreateStatusParams, EditStatusParams, ReblogParams, TranslateParams } from './params/statuses';

export interface StatusContext {
  ancestors: Status[];
  descendants: Status[];
}

/** Options of a status post or edit: `urlencoded` sends the fields form-encoded (snac reads poll options only so). */
export interface StatusWriteOptions extends CallOptions {
  urlencoded?: boolean;
}

function statusForm(params: CreateStatusParams | EditStatusParams, urlencoded = false): FormData | URLSearchParams {
  const { idempotencyKey: _key, poll, ...fields } = params as CreateStatusParams;
  void _key;
  const form: Record<string, FormFields[string]> = { ...fields };
  if (poll) form.poll = { options: poll.options, expires_in: poll.expires_in, multiple: poll.multiple };
  return urlencoded ? toUrlEncoded(form) : toFormData(form);
}

/** Statuses: read, post, edit, delete and the per-status actions (spec §7). */
export function createStatusesApi(config: ApiClientConfig) {
  const base = (id: string) => `/api/v1/statuses/${seg(id)}`;
  const action = (id: string, name: string, options?: CallOptions & { form?: FormData }) =>
    callOne(config, `${base(id)}/${name}`, StatusSchema, { method: 'POST', ...options }, normalizeStatus);

  return {
    get: (id: string, options?: CallOptions) => callOne(config, base(id), StatusSchema, options, normalizeStatus),
    context: (id: string, options?: CallOptions): Promise<StatusContext> =>
      callOne(config, `${base(id)}/context`, ContextSchema, options, (wire) => ({
        ancestors: wire.ancestors.map(normalizeStatus),
        descendants: wire.descendants.map(normalizeStatus),
      })),
    source: (id: string, options?: CallOptions): Promise<WireStatusSource> =>
      callOne(config, `${base(id)}/source`, StatusSourceSchema, options),
    history: (id: string, options?: CallOptions): Promise<WireStatusEdit[]> =>
      callList(config, `${base(id)}/history`, StatusEditSchema, options),
    favouritedBy: (id: string, params: PageParams = {}, options?: CallOptions): Promise<Page<User>> =>
      callPage(config, `${base(id)}/favourited_by`, AccountSchema, { query: { ...params }, ...options }, normalizeUser),
    rebloggedBy: (id: string, params: PageParams = {}, options?: CallOptions): Promise<Page<User>> =>
      callPage(config, `${base(id)}/reblogged_by`, AccountSchema, { query: { ...params }, ...options }, normalizeUser),

    /** Multipart post with an Idempotency-Key header (the composer renews the key per change). */
    create: (params: CreateStatusParams, { urlencoded, ...options }: StatusWriteOptions = {}): Promise<Status> =>
      callOne(
        config,
        '/api/v1/statuses',
        StatusSchema,
        {
          method: 'POST',
          form: statusForm(params, urlencoded),
          // The composer renews its key on each change; a bare call still gets one.
          idempotencyKey: params.idempotencyKey ?? String(Date.now()),
          ...options,
        },
        normalizeStatus,
      ),
    edit: (
      id: string,
      params: EditStatusParams,
      { urlencoded, ...options }: StatusWriteOptions = {},
    ): Promise<Status> =>
      callOne(
        config,
        base(id),
        StatusSchema,
        { method: 'PUT', form: statusForm(params, urlencoded), ...options },
        normalizeStatus,
      ),
    /** Answers the deleted status (with `text` for redrafting) on most servers. */
    delete: (id: string, options?: CallOptions) => callVoid(config, base(id), { method: 'DELETE', ...options }),

    favourite: (id: string, options?: CallOptions) => action(id, 'favourite', options),
    unfavourite: (id: string, options?: CallOptions) => action(id, 'unfavourite', options),
    reblog: (id: string, params: ReblogParams = {}, options?: CallOptions) =>
      action(id, 'reblog', { ...options, ...(params.visibility ? { form: toFormData({ ...params }) } : {}) }),
    unreblog: (id: string, options?: CallOptions) => action(id, 'unreblog', options),
    bookmark: (id: string, options?: CallOptions) => action(id, 'bookmark', options),
    unbookmark: (id: string, options?: CallOptions) => action(id, 'unbookmark', options),
    pin: (id: string, options?: CallOptions) => action(id, 'pin', options),
    unpin: (id: string, options?: CallOptions) => action(id, 'unpin', options),
    mute: (id: string, options?: CallOptions) => action(id, 'mute', options),
    unmute: (id: string, options?: CallOptions) => action(id, 'unmute', options),
    /** Bite a status (servers with the bites capability). */
    bite: (id: string, options?: CallOptions) => callVoid(config, `${base(id)}/bite`, { method: 'POST', ...options }),

    translate: (
      id: string,
      language: string,
      params: TranslateParams = {},
      options?: CallOptions,
    ): Promise<Translation> =>
      callOne(
        config,
        `${base(id)}/translations/${seg(language)}`,
        TranslationSchema,
        { query: { ...params }, ...options },
        (wire) => ({ detected_language: wire.detected_language, text: wire.text || wire.content || '' }),
      ),
  };
}
export type StatusesApi = ReturnType<typeof createStatusesApi>;
