import { SettingsProfileEntrySchema, type WireSettingsProfileEntry } from './schemas';
import { call, callList, callVoid, seg, type ApiClientConfig, type CallOptions } from '@fedi/shared';

const FRONTEND = 'pleroma-fe';

/** A saved server-side settings profile (Akkoma frontend settings; capability `settingsProfiles`). */
export interface SettingsProfile {
  name: string;
  version: number;
  settings: Record<string, unknown>;
}

/** Akkoma frontend settings profiles. */
export function createSettingsProfilesApi(config: ApiClientConfig) {
  const base = `/api/v1/akkoma/frontend_settings/${FRONTEND}`;
  return {
    list: (options?: CallOptions): Promise<WireSettingsProfileEntry[]> =>
      callList(config, base, SettingsProfileEntrySchema, options),
    /**
     * One profile as the server answers it (Akkoma: `{ name, version, settings }`; read by the settings remote's
     * sync); a 404 (ApiError) means it does not exist yet.
     */
    get: async (name: string, options?: CallOptions): Promise<unknown> =>
      (await call(config, `${base}/${seg(name)}`, options)).data,
    save: (name: string, settings: Record<string, unknown>, version: number, options?: CallOptions) =>
      callVoid(config, `${base}/${seg(name)}`, { method: 'PUT', json: { settings, version }, ...options }),
    delete: (name: string, options?: CallOptions) =>
      callVoid(config, `${base}/${seg(name)}`, { method: 'DELETE', ...options }),
  };
}
export type SettingsProfilesApi = ReturnType<typeof createSettingsProfilesApi>;
