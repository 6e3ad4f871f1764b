import { registrationOutcome } from './registrationResult';
import { flattenRegistrationErrors } from './serverErrors';
import { backendLocale, validateRegistration, type RegistrationForm } from './validation';

const form = (over: Partial<RegistrationForm> = {}): RegistrationForm => ({
  username: 'newbie',
  fullname: 'New Bie',
  email: '',
  bio: '',
  password: 'secret',
  confirm: 'secret',
  reason: '',
  language: 'en',
  captchaSolution: '12345',
  ...over,
});
const rules = { accountApprovalRequired: false, accountActivationRequired: false, captchaRequired: true };

describe('validateRegistration (spec §5)', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration(form(), rules)).toEqual({});
  });
  it('requires username, full name, password and confirmation, trimming blanks', () => {
    expect(validateRegistration(form({ username: '  ', fullname: '', password: '', confirm: '' }), rules)).toEqual({
      username: 'username_required',
      fullname: 'fullname_required',
      password: 'password_required',
      confirm: 'password_confirmation_required',
    });
  });
  it('requires the confirmation to match', () => {
    expect(validateRegistration(form({ confirm: 'other' }), rules).confirm).toBe('password_confirmation_match');
  });
  it('requires email only when activation is required', () => {
    expect(validateRegistration(form(), rules).email).toBeUndefined();
    expect(validateRegistration(form(), { ...rules, accountActivationRequired: true }).email).toBe('email_required');
  });
  it('requires a reason only when approval is required', () => {
    expect(validateRegistration(form(), rules).reason).toBeUndefined();
    expect(validateRegistration(form(), { ...rules, accountApprovalRequired: true }).reason).toBe('reason_required');
  });
  it('requires a captcha answer when there is a captcha', () => {
    expect(validateRegistration(form({ captchaSolution: '' }), rules).captchaSolution).toBe('captcha_required');
    expect(
      validateRegistration(form({ captchaSolution: '' }), { ...rules, captchaRequired: false }).captchaSolution,
    ).toBeUndefined();
  });
});

describe('flattenRegistrationErrors', () => {
  it('turns field errors into sentences', () => {
    expect(
      flattenRegistrationErrors({
        error: { email: ['has already been taken'], password_confirmation: ['does not match'] },
      }),
    ).toEqual(['Email has already been taken.', 'Password confirmation does not match.']);
  });
  it('shows ap_id errors as username', () => {
    expect(flattenRegistrationErrors({ error: { ap_id: ['has already been taken'] } })).toEqual([
      'Username has already been taken.',
    ]);
  });
  it('keeps a plain error text', () => {
    expect(flattenRegistrationErrors({ error: 'Registrations are closed' })).toEqual(['Registrations are closed.']);
  });
});

describe('registrationOutcome (spec §4)', () => {
  it('logs in with a token', () => {
    expect(registrationOutcome({ access_token: 'tok' })).toEqual({ kind: 'signed-in', token: 'tok' });
  });
  it('routes approval and email identifiers', () => {
    expect(registrationOutcome({ identifier: 'awaiting_approval' })).toEqual({ kind: 'awaiting-approval' });
    expect(registrationOutcome({ identifier: 'missing_confirmed_email' })).toEqual({ kind: 'awaiting-email' });
  });
  it('treats anything else as unknown', () => {
    expect(registrationOutcome({ something: 1 })).toEqual({ kind: 'unknown' });
    expect(registrationOutcome(null)).toEqual({ kind: 'unknown' });
  });
});

describe('backendLocale', () => {
  it('converts interface languages to backend locale codes', () => {
    expect(backendLocale('en')).toBe('en_US');
    expect(backendLocale('de')).toBe('de_DE');
    expect(backendLocale('pt-BR')).toBe('pt_BR');
  });
});
