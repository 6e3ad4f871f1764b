/** The password was right but the account wants a second factor (token endpoint `mfa_required`). */
export class MfaRequired extends Error {
  readonly mfaToken: string;
  constructor(mfaToken: string) {
    super('mfa_required');
    this.name = 'MfaRequired';
    this.mfaToken = mfaToken;
  }
}
