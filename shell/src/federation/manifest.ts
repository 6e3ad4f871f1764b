/**
 * The runtime remote manifest (`remotes.json`, served next to index.html): where each remote's
 * remoteEntry.js lives, and which custom panels to mount. Editing it needs no shell rebuild.
 */
export interface RemoteEntry {
  entry: string;
  /** The container name the remote was built with, when it is not the key it is listed under. */
  container?: string;
}

export interface PanelEntry {
  id: string;
  /** A name from `remotes`. */
  remote: string;
  /** An exposed module of that remote, e.g. `./Panel`. */
  module: string;
  region: 'sidebar';
}

export interface RemotesManifest {
  remotes: Record<string, RemoteEntry>;
  panels: PanelEntry[];
}

export const MANIFEST_URL = '/remotes.json';

const NAME = /^[A-Za-z_$][\w$]*$/;
const MF_MANIFEST = /mf-manifest\.json(?=$|[?#])/;

/**
 * The federation runtime loads remotes from their `remoteEntry.js` (its snapshot plugin, which reads
 * `mf-manifest.json`, is left out of the first load: shared/build/federation.cjs). An older remotes.json
 * naming a remote's `mf-manifest.json` keeps working: the entry beside it is used.
 */
export function remoteEntryUrl(entry: string): string {
  return entry.replace(MF_MANIFEST, 'remoteEntry.js');
}

export function parseManifest(json: unknown): RemotesManifest {
  if (!json || typeof json !== 'object') throw new Error('remotes.json is not an object');
  const { remotes, panels } = json as { remotes?: unknown; panels?: unknown };
  if (!remotes || typeof remotes !== 'object') throw new Error('remotes.json has no "remotes" object');
  const parsed: RemotesManifest = { remotes: {}, panels: [] };
  for (const [name, value] of Object.entries(remotes as Record<string, unknown>)) {
    const entry = (value as { entry?: unknown } | null)?.entry;
    if (!NAME.test(name)) throw new Error(`remotes.json: "${name}" is not a valid remote name`);
    if (typeof entry !== 'string' || !entry) throw new Error(`remotes.json: remote "${name}" has no entry URL`);
    const container = (value as { container?: unknown }).container;
    if (container !== undefined && (typeof container !== 'string' || !NAME.test(container))) {
      throw new Error(`remotes.json: remote "${name}" has an invalid "container" name`);
    }
    parsed.remotes[name] = { entry: remoteEntryUrl(entry), ...(container ? { container } : {}) };
  }
  for (const value of Array.isArray(panels) ? panels : []) {
    const panel = value as Partial<PanelEntry>;
    if (typeof panel.id !== 'string' || typeof panel.remote !== 'string' || typeof panel.module !== 'string') {
      throw new Error('remotes.json: each panel needs "id", "remote" and "module"');
    }
    if (!parsed.remotes[panel.remote])
      throw new Error(`remotes.json: panel "${panel.id}" names unknown remote "${panel.remote}"`);
    parsed.panels.push({ id: panel.id, remote: panel.remote, module: panel.module, region: 'sidebar' });
  }
  return parsed;
}

export async function fetchManifest(url: string = MANIFEST_URL): Promise<RemotesManifest> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return parseManifest(await response.json());
}
