import { SEARCH_PAGE_SIZE } from '../constants';
import { SearchResultsSchema } from '../api_types/misc';
import { normalizeSearchResults, type SearchResults } from '../models/search';
import { callOne } from './call';
import type { ApiClientConfig, CallOptions } from './context';
import type { SearchParams } from './params/search';

/** GET /api/v2/search (people search is `type: 'accounts'`). */
export function createSearchApi(config: ApiClientConfig) {
  return {
    search: (params: SearchParams, options?: CallOptions): Promise<SearchResults> =>
      callOne(
        config,
        '/api/v2/search',
        SearchResultsSchema,
        { query: { limit: SEARCH_PAGE_SIZE, ...params }, ...options },
        normalizeSearchResults,
      ),
  };
}
export type SearchApi = ReturnType<typeof createSearchApi>;
