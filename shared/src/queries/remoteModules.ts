/**
 * Query keys of the remotes' manifest and loaded modules. They belong to the page, not to a person:
 * the shell keeps them across sign-in and sign-out (`clearUserData`).
 */
export const remoteModuleKeys = {
  manifest: () => ['remotes-manifest'] as const,
  module: (remote: string, module: string) => ['remote-module', remote, module] as const,
  /** The component a module exports (people's copy of timelines' `./Status`). */
  component: (remote: string, module: string) => ['remote-module', remote, module, 'component'] as const,
};
