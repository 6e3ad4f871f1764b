import { AliasesSchema, BackupSchema, CaptchaSchema, MascotSchema, type WireBackup, type WireCaptcha } from './schemas';
import { call, callList, callOne, callVoid, toFormData, type ApiClientConfig, type CallOptions } from '@fedi/shared';

/**
 * Pleroma/Akkoma account utilities: imports, account deletion/move, e-mail and password changes,
 * aliases, backups, mascot and captcha (spec §7 Accounts).
 * These Pleroma endpoints answer `{ status: 'success' }` or `{ error }`; failures throw ApiError.
 */
export function createAccountSettingsApi(config: ApiClientConfig) {
  const post = async (path: string, fields: Record<string, string | Blob>, options?: CallOptions) => {
    const response = await call(config, path, { method: 'POST', form: toFormData(fields), ...options });
    return response.data;
  };
  return {
    captcha: (options?: CallOptions): Promise<WireCaptcha> =>
      callOne(config, '/api/v1/pleroma/captcha', CaptchaSchema, { anonymous: true, ...options }),
    importMutes: (list: Blob | string, options?: CallOptions) => post('/api/pleroma/mutes_import', { list }, options),
    importBlocks: (list: Blob | string, options?: CallOptions) => post('/api/pleroma/blocks_import', { list }, options),
    importFollows: (list: Blob | string, options?: CallOptions) =>
      post('/api/pleroma/follow_import', { list }, options),
    deleteAccount: (password: string, options?: CallOptions) =>
      post('/api/pleroma/delete_account', { password }, options),
    /** Pleroma/Akkoma: the account is deactivated (its tokens stop working) until an admin turns it on again. */
    disableAccount: (password: string, options?: CallOptions) =>
      post('/api/pleroma/disable_account', { password }, options),
    changeEmail: (email: string, password: string, options?: CallOptions) =>
      post('/api/pleroma/change_email', { email, password }, options),
    moveAccount: (password: string, targetAccount: string, options?: CallOptions) =>
      post('/api/pleroma/move_account', { password, target_account: targetAccount }, options),
    changePassword: (password: string, newPassword: string, newPasswordConfirmation: string, options?: CallOptions) =>
      post(
        '/api/pleroma/change_password',
        { password, new_password: newPassword, new_password_confirmation: newPasswordConfirmation },
        options,
      ),
    aliases: async (options?: CallOptions): Promise<string[]> =>
      (await callOne(config, '/api/pleroma/aliases', AliasesSchema, options)).aliases,
    addAlias: (alias: string, options?: CallOptions) =>
      callVoid(config, '/api/pleroma/aliases', { method: 'PUT', json: { alias }, ...options }),
    deleteAlias: (alias: string, options?: CallOptions) =>
      callVoid(config, '/api/pleroma/aliases', { method: 'DELETE', json: { alias }, ...options }),
    backups: (options?: CallOptions): Promise<WireBackup[]> =>
      callList(config, '/api/v1/pleroma/backups', BackupSchema, options),
    createBackup: (options?: CallOptions) =>
      callVoid(config, '/api/v1/pleroma/backups', { method: 'POST', ...options }),
    mascot: (options?: CallOptions) => callOne(config, '/api/v1/pleroma/mascot', MascotSchema, options),
    updateMascot: (file: Blob, options?: CallOptions) =>
      callOne(config, '/api/v1/pleroma/mascot', MascotSchema, {
        method: 'PUT',
        form: toFormData({ file }),
        ...options,
      }),
  };
}
export type AccountSettingsApi = ReturnType<typeof createAccountSettingsApi>;
