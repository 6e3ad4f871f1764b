/** The registration form (spec §3 Registration form) as the page holds it. */
export interface RegistrationForm {
  username: string;
  fullname: string;
  email: string;
  bio: string;
  password: string;
  confirm: string;
  reason: string;
  language: string;
  captchaSolution: string;
}

export interface RegistrationRules {
  accountApprovalRequired: boolean;
  accountActivationRequired: boolean;
  captchaRequired: boolean;
}

export type RegistrationErrors = Partial<Record<keyof RegistrationForm, string>>;

/** Spec §5 registration rules; the values are i18n keys under `registration.validations`. */
export function validateRegistration(form: RegistrationForm, rules: RegistrationRules): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (!form.username.trim()) errors.username = 'username_required';
  if (!form.fullname.trim()) errors.fullname = 'fullname_required';
  if (rules.accountActivationRequired && !form.email.trim()) errors.email = 'email_required';
  if (!form.password) errors.password = 'password_required';
  if (!form.confirm) errors.confirm = 'password_confirmation_required';
  else if (form.confirm !== form.password) errors.confirm = 'password_confirmation_match';
  if (rules.accountApprovalRequired && !form.reason.trim()) errors.reason = 'reason_required';
  if (rules.captchaRequired && !form.captchaSolution.trim()) errors.captchaSolution = 'captcha_required';
  return errors;
}

/** The interface language as the backend's locale code (`de` → `de_DE`, `en` → `en_US`). */
export function backendLocale(language: string): string {
  if (/^[a-z]{2,3}[_-][A-Za-z]{2}$/.test(language)) return language.replace('-', '_');
  return language === 'en' ? 'en_US' : `${language}_${language.toUpperCase()}`;
}
