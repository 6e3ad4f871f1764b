import { call } from './call';
import type { ApiClientConfig, CallOptions } from './context';
import type { CreateReportParams } from './params/reports';

/** Reporting a user (the answer is not used: spec §7 does not show it). */
export function createReportsApi(config: ApiClientConfig) {
  return {
    create: async (params: CreateReportParams, options?: CallOptions): Promise<unknown> =>
      (await call(config, '/api/v1/reports', { method: 'POST', json: params, ...options })).data,
  };
}
export type ReportsApi = ReturnType<typeof createReportsApi>;
