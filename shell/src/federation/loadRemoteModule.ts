import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from './manifest';

/** Spec §9: a chunk that has not arrived after 120 s has failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A remote's module could not be fetched (server down, 404, timeout, bad manifest). */
export class ChunkLoadError extends Error {
  readonly chunk: string;
  constructor(chunk: string, cause?: unknown) {
    super(`Loading chunk ${chunk} failed`);
    this.name = 'ChunkLoadError';
    this.chunk = chunk;
    this.cause = cause;
  }
}

/** Tells the federation runtime where every remote lives; entries resolve against the page. */
export function registerManifest(manifest: RemotesManifest, base: string = window.location.href): void {
  registerRemotes(
    Object.entries(manifest.remotes).map(([name, { entry, container }]) => ({
      name,
      entry: new URL(entry, base).href,
      // The global the remoteEntry.js defines: the remote's own name unless remotes.json says otherwise.
      ...(container ? { entryGlobalName: container } : {}),
    })),
    { force: true },
  );
}

/** Loads `remote/module`, failing with ChunkLoadError on any error or after the timeout. */
export async function loadRemoteModule<T>(
  remote: string,
  module: string,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(id, new Error('timeout'))), timeoutMs);
  });
  try {
    const loaded = await Promise.race([loadRemote<T>(id), timeout]);
    if (loaded == null) throw new Error(`${id} resolved to nothing`);
    return loaded;
  } catch (error) {
    throw error instanceof ChunkLoadError ? error : new ChunkLoadError(id, error);
  } finally {
    clearTimeout(timer);
  }
}
