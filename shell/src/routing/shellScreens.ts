import { lazy, type ComponentType } from 'react';
import { LoginPage } from '../session/LoginPage';
import { OAuthCallbackPage } from '../session/OAuthCallbackPage';
import { AwaitingEmailConfirmation, RegistrationRequestSent } from '../registration/NoticePages';

// Sign-up and password reset are their own chunks: most visits never need them.
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
