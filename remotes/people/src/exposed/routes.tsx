import type { ComponentType } from 'react';
import '../i18n';

/** Screens of the people remote by route name (profiles, notifications, search, lists, …). */
export const routes: Record<string, ComponentType> = {};
