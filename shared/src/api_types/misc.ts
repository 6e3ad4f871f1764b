import * as v from 'valibot';
import { AccountSchema } from './account';
import { dict, list, str } from './common';
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

/** GET /api/v1/akkoma/translation/languages */
export const TranslationLanguagesSchema = v.looseObject({
  source: list(v.looseObject({ code: v.string(), name: str })),
  target: list(v.looseObject({ code: v.string(), name: str })),
});

/** Frontend configuration (GET /api/pleroma/frontend_configurations). */
export const FrontendConfigurationsSchema = v.looseObject({ pleroma_fe: dict, masto_fe: dict });

/** A plain `{ status: 'success' }`-ish answer some Pleroma endpoints give. */
export const StatusAnswerSchema = v.looseObject({ status: str, error: str });
