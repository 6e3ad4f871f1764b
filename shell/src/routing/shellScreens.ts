import type { ComponentType } from 'react';
import { LoginPage } from '../session/LoginPage';

/** Screens the shell draws itself, by route name; the rest of the shell's routes are not built yet. */
export const SHELL_SCREENS: Record<string, ComponentType> = {
  login: LoginPage,
};
