import * as v from 'valibot';
import { AccountSchema } from './account';
import { bool, dict, idSchema, list, num, opt, str } from './common';
import { StatusSchema } from './status';
import { TagSchema } from './tag';

/** GET /api/v2/search. v1-style string hashtags are turned into tag objects. */
export const SearchResultsSchema = v.looseObject({
  accounts: list(AccountSchema),
  statuses: list(StatusSchema),
  hashtags: v.pipe(
    v.fallback(v.array(v.unknown()), []),
    v.transform((items) => items.map((item) => (typeof item === 'string' ? { name: item } : item))),
    v.transform((items) => items.filter((item) => v.is(TagSchema, item)).map((item) => v.parse(TagSchema, item))),
  ),
});
export type WireSearchResults = v.InferOutput<typeof SearchResultsSchema>;

/** GET /api/v2/suggestions entries (v1 returns bare accounts; both are accepted by the client). */
export const SuggestionSchema = v.looseObject({ source: str, account: AccountSchema });

/** GET /api/v1/pleroma/captcha */
export const CaptchaSchema = v.looseObject({
  type: v.fallback(v.string(), 'none'),
  url: str,
  token: str,
  answer_data: str,
  seconds_valid: num,
});
export type WireCaptcha = v.InferOutput<typeof CaptchaSchema>;

/** GET /api/pleroma/accounts/mfa */
export const MfaSettingsSchema = v.looseObject({
  settings: v.fallback(v.looseObject({ enabled: bool, totp: bool }), {}),
});
export const MfaBackupCodesSchema = v.looseObject({ codes: v.fallback(v.array(v.string()), []) });
export const MfaTotpSetupSchema = v.looseObject({
  key: v.fallback(v.string(), ''),
  provisioning_uri: v.fallback(v.string(), ''),
});

/** Web push subscription. */
export const PushSubscriptionSchema = v.looseObject({
  id: opt(idSchema),
  endpoint: v.string(),
  alerts: opt(v.record(v.string(), v.boolean())),
  server_key: str,
});
export type WirePushSubscription = v.InferOutput<typeof PushSubscriptionSchema>;

/** GET /api/v1/akkoma/frontend_settings/pleroma-fe entries. */
export const SettingsProfileEntrySchema = v.looseObject({ name: v.string(), version: v.fallback(v.number(), 0) });
export type WireSettingsProfileEntry = v.InferOutput<typeof SettingsProfileEntrySchema>;

/** GET /api/v1/pleroma/backups entries. */
export const BackupSchema = v.looseObject({
  id: opt(idSchema),
  content_type: str,
  file_size: num,
  inserted_at: str,
  processed: bool,
  url: str,
  state: str,
});
export type WireBackup = v.InferOutput<typeof BackupSchema>;

/** GET /api/pleroma/aliases */
export const AliasesSchema = v.looseObject({ aliases: v.fallback(v.array(v.string()), []) });

/** GET /api/v1/akkoma/translation/languages */
export const TranslationLanguagesSchema = v.looseObject({
  source: list(v.looseObject({ code: v.string(), name: str })),
  target: list(v.looseObject({ code: v.string(), name: str })),
});

/** Mascot (GET/PUT /api/v1/pleroma/mascot). */
export const MascotSchema = v.looseObject({ id: opt(idSchema), url: str, type: str, pleroma: dict });

/** Frontend configuration (GET /api/pleroma/frontend_configurations). */
export const FrontendConfigurationsSchema = v.looseObject({ pleroma_fe: dict, masto_fe: dict });

/** A plain `{ status: 'success' }`-ish answer some Pleroma endpoints give. */
export const StatusAnswerSchema = v.looseObject({ status: str, error: str });
