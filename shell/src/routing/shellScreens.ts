import type { ComponentType } from 'react';
import { lazyPart } from '../layout/frame/lazyPart';
import { AwaitingEmailConfirmation, RegistrationRequestSent } from '../registration/NoticePages';

// Sign-in, sign-up and password reset are their own chunks, with their strings: most visits never need them.
const authStrings = () =>
  import(/* webpackChunkName: "locale-shell-auth" */ '../i18n/authStrings').then((module) => module.authStringsReady());
const withStrings = <T>(page: Promise<T>) => Promise.all([page, authStrings()]).then(([loaded]) => loaded);

const LoginPage = lazyPart('login', () =>
  withStrings(import(/* webpackChunkName: "login" */ '../session/LoginPage')).then((m) => m.LoginPage),
);
const OAuthCallbackPage = lazyPart('oauth-callback', () =>
  withStrings(import(/* webpackChunkName: "oauth-callback" */ '../session/OAuthCallbackPage')).then(
    (m) => m.OAuthCallbackPage,
  ),
);
const RegistrationPage = lazyPart('registration', () =>
  withStrings(import(/* webpackChunkName: "registration" */ '../registration/RegistrationPage')).then((m) => m.default),
);
const PasswordResetPage = lazyPart('password-reset', () =>
  withStrings(import(/* webpackChunkName: "password-reset" */ '../registration/PasswordResetPage')).then(
    (m) => m.default,
  ),
);

/** Screens the shell draws itself, by route name. */
export const SHELL_SCREENS: Record<string, ComponentType> = {
  login: LoginPage,
  'oauth-callback': OAuthCallbackPage,
  registration: RegistrationPage,
  'registration-token': RegistrationPage,
  'password-reset': PasswordResetPage,
  'registration-request-sent': RegistrationRequestSent,
  'awaiting-email-confirmation': AwaitingEmailConfirmation,
};
