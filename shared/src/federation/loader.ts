import { createContext, useContext } from 'react';

/** Loads one exposed module of a remote by its name in remotes.json (e.g. `('timelines', './Status')`). */
export type RemoteModuleLoader = <T>(remote: string, module: string) => Promise<T>;

/**
 * The shell's loader: remotes are registered on the shell's federation runtime, so a remote that shows
 * another remote's module (people showing timelines' `./Status`) must load it through here.
 */
export const RemoteLoaderContext = createContext<RemoteModuleLoader | null>(null);

export function useRemoteLoader(): RemoteModuleLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader() needs the shell’s RemoteLoaderContext provider');
  return loader;
}
