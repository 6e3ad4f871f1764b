import type { ComponentType } from 'react';

/** What a remote's `./routes` module exports: screens by route name. Missing names are "not available yet". */
export interface RemoteRoutesModule {
  routes: Record<string, ComponentType>;
}

/** Props of the modals the shell hosts (settings, moderation, composer). */
export interface ModalProps {
  /** Spec §4: visible or minimized (peek). Hidden modals are not rendered. */
  state: 'visible' | 'minimized';
  onClose(): void;
  onTogglePeek(): void;
}

/** What a custom panel remote's module renders into a shell region. */
export interface PanelProps {
  region: 'sidebar';
}
