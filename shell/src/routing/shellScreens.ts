import type { ComponentType } from 'react';
import { lazyPart } from '../layout/frame/lazyPart';
import { withAuthStrings as withStrings } from '../i18n/withAuthStrings';

// Sign-in, sign-up, password reset and the sign-up notices are their own chunks, with their strings: most
// visits never need them.

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

const RegistrationRequestSent = lazyPart('registration-request-sent', () =>
  withStrings(import(/* webpackChunkName: "registration-notices" */ '../registration/NoticePages')).then(
    (m) => m.RegistrationRequestSent,
  ),
);
const AwaitingEmailConfirmation = lazyPart('awaiting-email-confirmation', () =>
  withStrings(import(/* webpackChunkName: "registration-notices" */ '../registration/NoticePages')).then(
    (m) => m.AwaitingEmailConfirmation,
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
