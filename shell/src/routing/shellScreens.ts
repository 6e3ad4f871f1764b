import { lazy, type ComponentType } from 'react';
import { lazyPart } from '../layout/lazyPart';
import { AwaitingEmailConfirmation, RegistrationRequestSent } from '../registration/NoticePages';

// Sign-in, sign-up and password reset are their own chunks: most visits never need them.
const LoginPage = lazyPart('login', () => import(/* webpackChunkName: "login" */ '../session/LoginPage').then((m) => m.LoginPage));
const OAuthCallbackPage = lazyPart('oauth-callback', () =>
  import(/* webpackChunkName: "oauth-callback" */ '../session/OAuthCallbackPage').then((m) => m.OAuthCallbackPage),
);
const RegistrationPage = lazy(() => import(/* webpackChunkName: "registration" */ '../registration/RegistrationPage'));
const PasswordResetPage = lazy(() => import(/* webpackChunkName: "password-reset" */ '../registration/PasswordResetPage'));

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
