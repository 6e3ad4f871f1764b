import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { remoteModuleKeys, useBus } from '@fedi/shared';
import { fetchManifest, type RemotesManifest } from './manifest';
import { loadRemoteModule } from './loadRemoteModule';
import { registerManifest } from './loadRemoteModule';

/** The runtime manifest, fetched once per page and registered with the federation runtime. */
export function useRemotesManifest(): UseQueryResult<RemotesManifest> {
  return useQuery({
    queryKey: remoteModuleKeys.manifest(),
    queryFn: async () => {
      const manifest = await fetchManifest();
      registerManifest(manifest);
      return manifest;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/**
 * One exposed module of a remote, fetched only when a component asks for it. A failure is kept until
 * `refetch()` (the Retry button), which tries the network again.
 */
export function useRemoteModule<T>(
  remote: string,
  module: string,
): UseQueryResult<T> & { manifestError: Error | null; retry(): void } {
  const manifest = useRemotesManifest();
  const bus = useBus();
  const query = useQuery({
    queryKey: remoteModuleKeys.module(remote, module),
    enabled: manifest.isSuccess,
    queryFn: async () => {
      try {
        const loaded = await loadRemoteModule<T>(remote, module);
        bus.emit('remote:loaded', { remote, module });
        return loaded;
      } catch (error) {
        bus.emit('remote:load-failed', { remote, module, message: (error as Error).message });
        throw error;
      }
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const retry = () => {
    if (manifest.isError) void manifest.refetch();
    else void query.refetch();
  };
  return Object.assign(query, { manifestError: manifest.error, retry });
}
