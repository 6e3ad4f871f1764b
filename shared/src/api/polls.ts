import { PollSchema } from '../api_types/poll';
import { normalizePoll, type Poll } from '../models/poll';
import { callOne, seg } from './call';
import type { ApiClientConfig, CallOptions } from './context';

/** Polls: refresh and vote (choices are option indexes). */
export function createPollsApi(config: ApiClientConfig) {
  return {
    get: (id: string, options?: CallOptions): Promise<Poll> =>
      callOne(config, `/api/v1/polls/${seg(id)}`, PollSchema, options, normalizePoll),
    vote: (id: string, choices: readonly number[], options?: CallOptions): Promise<Poll> =>
      callOne(
        config,
        `/api/v1/polls/${seg(id)}/votes`,
        PollSchema,
        { method: 'POST', json: { choices: [...choices] }, ...options },
        normalizePoll,
      ),
  };
}
export type PollsApi = ReturnType<typeof createPollsApi>;
