import { MfaBackupCodesSchema, MfaSettingsSchema, MfaTotpSetupSchema } from './schemas';
import { none, one, type Caller } from './call';
import { toFormData, type CallOptions } from '@fedi/shared';

/** Two-factor settings (Pleroma/Akkoma). */
export function createMfaApi(client: Caller) {
  const base = '/api/pleroma/accounts/mfa';
  return {
    settings: async (options?: CallOptions) => (await one(client, base, MfaSettingsSchema, options)).settings,
    backupCodes: async (options?: CallOptions): Promise<string[]> =>
      (await one(client, `${base}/backup_codes`, MfaBackupCodesSchema, options)).codes,
    setupTotp: (options?: CallOptions) => one(client, `${base}/setup/totp`, MfaTotpSetupSchema, options),
    confirmTotp: (password: string, code: string, options?: CallOptions) =>
      none(client, `${base}/confirm/totp`, { method: 'POST', form: toFormData({ password, code }), ...options }),
    disableTotp: (password: string, options?: CallOptions) =>
      none(client, `${base}/totp`, { method: 'DELETE', form: toFormData({ password }), ...options }),
  };
}
export type MfaApi = ReturnType<typeof createMfaApi>;
