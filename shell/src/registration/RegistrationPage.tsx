import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ApiError, INTERFACE_LANGUAGES, useApiClient, useInstanceConfig, useSession } from '@fedi/shared';
import { useSessionActions } from '../session/SessionProvider';
import { useLandingPaths } from '../routing/landing';
import { registrationOutcome } from './registrationResult';
import { flattenRegistrationErrors } from './serverErrors';
import { TermsOfService } from './TermsOfService';
import { useCaptcha } from './useCaptcha';
import { backendLocale, validateRegistration, type RegistrationErrors, type RegistrationForm } from './validation';

const EMPTY: RegistrationForm = {
  username: '',
  fullname: '',
  email: '',
  bio: '',
  password: '',
  confirm: '',
  reason: '',
  language: 'en',
  captchaSolution: '',
};

/** Sign-up (spec §2 Registration), also on /registration/{token} with an invite token. */
export default function RegistrationPage() {
  const { t, i18n } = useTranslation();
  const { token } = useParams();
  const session = useSession();
  const { adoptToken } = useSessionActions();
  const client = useApiClient();
  const navigate = useNavigate();
  const landing = useLandingPaths();
  const { config, loaded } = useInstanceConfig();
  const { captcha, refresh } = useCaptcha();
  const ids = useId();
  const [form, setForm] = useState<RegistrationForm>({ ...EMPTY, language: i18n.language });
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);

  const rules = {
    accountApprovalRequired: config.accountApprovalRequired,
    accountActivationRequired: config.accountActivationRequired,
    captchaRequired: captcha !== null,
  };
  const errors: RegistrationErrors = touched ? validateRegistration(form, rules) : {};

  const signUp = useMutation({
    mutationFn: () =>
      client.accounts.register({
        nickname: form.username.trim(),
        username: form.username.trim(),
        fullname: form.fullname.trim(),
        email: form.email.trim(),
        bio: form.bio,
        password: form.password,
        confirm: form.confirm,
        reason: form.reason,
        locale: backendLocale(form.language),
        token,
        captcha_solution: captcha ? form.captchaSolution : undefined,
        captcha_token: captcha?.token,
        captcha_answer_data: captcha?.answer_data,
      }),
    onSuccess: async (response) => {
      const outcome = registrationOutcome(response);
      if (outcome.kind === 'signed-in') {
        await adoptToken(outcome.token);
        navigate(landing.signedIn, { replace: true });
      } else if (outcome.kind === 'awaiting-approval') navigate('/registration-request-sent');
      else if (outcome.kind === 'awaiting-email') navigate('/awaiting-email-confirmation');
      else console.warn('Unknown registration answer', response);
    },
    onError: (error) => {
      const sentences = error instanceof ApiError ? flattenRegistrationErrors(error.body) : [];
      setServerErrors(sentences.length > 0 ? sentences : [error.message || t('registration.generic_error')]);
      // A new captcha comes with an empty field: it says "cannot be left blank" only at the next try.
      setForm((current) => ({ ...current, captchaSolution: '' }));
      setTouched(false);
      refresh();
    },
  });

  if (session.status === 'signed-in') return <Navigate to="/" replace />;
  if (loaded && !config.registrationOpen && !token) return <Navigate to="/" replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (signUp.isPending || Object.keys(validateRegistration(form, rules)).length > 0) return;
    setServerErrors([]);
    signUp.mutate();
  };

  const field = (name: keyof RegistrationForm, label: string, input: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div className="form-field">
      <label htmlFor={`${ids}-${name}`}>{label}</label>
      <input
        id={`${ids}-${name}`}
        name={name}
        value={form[name]}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `${ids}-${name}-error` : undefined}
        onChange={(event) => setForm((current) => ({ ...current, [name]: event.target.value }))}
        {...input}
      />
      {errors[name] && (
        <p id={`${ids}-${name}-error`} className="form-error">
          {t(`registration.validations.${errors[name]}`)}
        </p>
      )}
    </div>
  );

  return (
    <div className="panel registration-page">
      <h1>{t('registration.title')}</h1>
      <form className="form" onSubmit={submit} noValidate>
        {field('username', t('registration.username'), {
          autoComplete: 'username',
          placeholder: t('registration.username_placeholder'),
        })}
        {field('fullname', t('registration.fullname'), { autoComplete: 'name' })}
        {field('email', config.accountActivationRequired ? t('registration.email') : t('registration.email_optional'), {
          type: 'email',
          autoComplete: 'email',
        })}
        <div className="form-field">
          <label htmlFor={`${ids}-bio`}>{t('registration.bio')}</label>
          <textarea
            id={`${ids}-bio`}
            value={form.bio}
            rows={3}
            onChange={(event) => setForm((current) => ({ ...current, bio: event.target.value }))}
          />
        </div>
        {field('password', t('registration.password'), { type: 'password', autoComplete: 'new-password' })}
        {field('confirm', t('registration.confirm'), { type: 'password', autoComplete: 'new-password' })}
        <div className="form-field">
          <label htmlFor={`${ids}-language`}>{t('registration.email_language')}</label>
          <select
            id={`${ids}-language`}
            value={form.language}
            onChange={(event) => setForm((current) => ({ ...current, language: event.target.value }))}
          >
            {Object.entries(INTERFACE_LANGUAGES).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
        {config.accountApprovalRequired && (
          <div className="form-field">
            <label htmlFor={`${ids}-reason`}>{t('registration.reason')}</label>
            <textarea
              id={`${ids}-reason`}
              value={form.reason}
              rows={3}
              placeholder={t('registration.reason_placeholder')}
              aria-invalid={Boolean(errors.reason)}
              onChange={(event) => setForm((current) => ({ ...current, reason: event.target.value }))}
            />
            {errors.reason && <p className="form-error">{t(`registration.validations.${errors.reason}`)}</p>}
          </div>
        )}
        {captcha && (
          <div className="form-field captcha">
            {captcha.url && (
              <button
                type="button"
                className="captcha-image"
                onClick={refresh}
                aria-label={t('registration.new_captcha')}
              >
                <img src={captcha.url} alt={t('registration.captcha_image')} />
              </button>
            )}
            <p className="faint">{t('registration.new_captcha')}</p>
            {field('captchaSolution', t('registration.captcha'), { autoComplete: 'off', inputMode: 'numeric' })}
          </div>
        )}
        {token && (
          <div className="form-field">
            <label htmlFor={`${ids}-token`}>{t('registration.token')}</label>
            <input id={`${ids}-token`} value={token} readOnly />
          </div>
        )}
        {serverErrors.length > 0 && (
          <ul className="form-error" role="alert">
            {serverErrors.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        )}
        <button
          type="submit"
          className="primary"
          disabled={signUp.isPending || (touched && Object.keys(errors).length > 0)}
        >
          {signUp.isPending ? t('registration.registering') : t('registration.register')}
        </button>
      </form>
      <TermsOfService />
    </div>
  );
}
