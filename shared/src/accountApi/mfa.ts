import { MfaBackupCodesSchema, MfaSettingsSchema, MfaTotpSetupSchema } from './schemas';
import { callOne, callVoid, toFormData, type ApiClientConfig, type CallOptions } from '@fedi/shared';

/** Two-factor settings (Pleroma/Akkoma). */
export function createMfaApi(config: ApiClientConfig) {
  const base = '/api/pleroma/accounts/mfa';
  return {
    settings: async (options?: CallOptions) => (await callOne(config, base, MfaSettingsSchema, options)).settings,
    backupCodes: async (options?: CallOptions): Promise<string[]> =>
      (await callOne(config, `${base}/backup_codes`, MfaBackupCodesSchema, options)).codes,
    setupTotp: (options?: CallOptions) => callOne(config, `${base}/setup/totp`, MfaTotpSetupSchema, options),
    confirmTotp: (password: string, code: string, options?: CallOptions) =>
      callVoid(config, `${base}/confirm/totp`, { method: 'POST', form: toFormData({ password, code }), ...options }),
    disableTotp: (password: string, options?: CallOptions) =>
      callVoid(config, `${base}/totp`, { method: 'DELETE', form: toFormData({ password }), ...options }),
  };
}
export type MfaApi = ReturnType<typeof createMfaApi>;
