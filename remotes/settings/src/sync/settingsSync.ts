import {
  ApiError,
  createPoller,
  DEFAULT_PREFERENCES,
  getPreferences,
  POLL_INTERVALS,
  type GlobalNotice,
  type Poller,
  type Preferences,
} from '@fedi/shared';
import { applyPreferences } from '../data/applyPreferences';
import { pickPreferences } from '../data/settingsFile';
import { NS } from '../i18n';
import type { SettingsProfile, SettingsProfilesApi } from '@fedi/shared/account-api';

/** The profile a user syncs until they choose another (Akkoma-fe's default name). */
export const DEFAULT_PROFILE = 'default';
/** Time after the last local change before it is sent (a burst of changes is one sync). */
export const PUSH_DELAY_MS = 1000;
/** Spec §4 "Settings sync": info 5 s, then success 2 s or error 5 s; the creating-profile warning 5 s. */
/** The notices of the sync replace one another (the shell's queue keeps one per group). */
export const SYNC_NOTICE_GROUP = 'settings-sync';

export const SYNC_NOTICE_MS = { info: 5000, success: 2000, error: 5000, warning: 5000 } as const;

export type SyncStatus = 'idle' | 'syncing' | 'synced' | 'error';

export interface SyncSnapshot {
  /** The profile this browser follows. */
  profile: string;
  /** The version of that profile this browser last sent or applied (0: none yet). */
  version: number;
  status: SyncStatus;
}

/** What this browser remembers per server and user (localStorage). */
interface SyncMeta {
  profile: string;
  version: number;
  /** Fingerprint of the preferences as last sent or applied: a difference is a local change to send. */
  hash: string;
}

export interface SettingsSyncOptions {
  api: Pick<SettingsProfilesApi, 'get' | 'save' | 'list' | 'delete'>;
  /** localStorage key of this server and user. */
  storageKey: string;
  notify(notice: GlobalNotice): void;
  pushDelayMs?: number;
  intervalMs?: number;
}

/** The preferences in a stable order (the defaults' keys), the theme included (it syncs, issue 15). */
export function fingerprint(preferences: Preferences): string {
  const synced = preferences as unknown as Record<string, unknown>;
  return JSON.stringify(Object.keys(DEFAULT_PREFERENCES).map((key) => [key, synced[key] ?? null]));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A profile as Akkoma answers it (`{ name, version, settings }`); an answer without `settings` is the settings, version 0. */
export function readProfile(name: string, data: unknown): SettingsProfile {
  const record = isRecord(data) ? data : {};
  if (!isRecord(record.settings)) return { name, version: 0, settings: record };
  return { name, version: typeof record.version === 'number' ? record.version : 0, settings: record.settings };
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
const isConflict = (error: unknown) => error instanceof ApiError && error.status === 422;

/**
 * Server-side settings profiles (Akkoma `frontend_settings`, spec §4 "Settings sync", §7): this browser follows one
 * profile. A local change is sent with the version bumped (info notice, then success or error); every 600 s (spec §7)
 * and on demand the profile is read and applied only when its version is newer than the one this browser has; a
 * profile that does not exist yet (404) gets the creating-profile warning and is created from the local settings.
 * Every operation runs after the previous one, so a read never races a write.
 */
export class SettingsSync {
  private readonly options: Required<SettingsSyncOptions>;
  private readonly poller: Poller;
  private readonly listeners = new Set<() => void>();
  private queue: Promise<unknown> = Promise.resolve();
  private pushTimer: ReturnType<typeof setTimeout> | null = null;
  private status: SyncStatus = 'idle';
  private snapshot: SyncSnapshot;

  constructor(options: SettingsSyncOptions) {
    this.options = { pushDelayMs: PUSH_DELAY_MS, intervalMs: POLL_INTERVALS.settingsProfile, ...options };
    this.snapshot = this.makeSnapshot();
    this.poller = createPoller(() => this.refresh(), this.options.intervalMs, {
      onError: (error) => console.warn('Settings profile poll failed', error),
    });
  }

  // --- state for the interface -------------------------------------------------------------------------------

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SyncSnapshot => this.snapshot;

  private makeSnapshot(): SyncSnapshot {
    const { profile, version } = this.readMeta();
    return { profile, version, status: this.status };
  }

  private changed(status: SyncStatus = this.status): void {
    this.status = status;
    const next = this.makeSnapshot();
    const { profile, version } = this.snapshot;
    if (next.profile === profile && next.version === version && next.status === this.snapshot.status) return;
    this.snapshot = next;
    this.listeners.forEach((listener) => listener());
  }

  private readMeta(): SyncMeta {
    try {
      const stored = JSON.parse(window.localStorage.getItem(this.options.storageKey) ?? 'null') as Partial<SyncMeta>;
      if (stored && typeof stored === 'object')
        return {
          profile: typeof stored.profile === 'string' && stored.profile ? stored.profile : DEFAULT_PROFILE,
          version: typeof stored.version === 'number' ? stored.version : 0,
          hash: typeof stored.hash === 'string' ? stored.hash : '',
        };
    } catch {
      // Unreadable or refused storage: start over.
    }
    return { profile: DEFAULT_PROFILE, version: 0, hash: '' };
  }

  private writeMeta(meta: SyncMeta): void {
    try {
      window.localStorage.setItem(this.options.storageKey, JSON.stringify(meta));
    } catch {
      // Storage refused: the sync still works for this page.
    }
    this.changed();
  }

  private notify(level: GlobalNotice['level'], key: string, args?: Record<string, unknown>): void {
    // One group: "Saved" replaces "Saving…" instead of stacking under it (issue 28 #13).
    this.options.notify({
      level,
      messageKey: `${NS}:sync.${key}`,
      messageArgs: args,
      timeout: SYNC_NOTICE_MS[level],
      group: SYNC_NOTICE_GROUP,
    });
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  // --- lifecycle ---------------------------------------------------------------------------------------------

  /** Reads the profile now and then every 600 s. */
  start(): void {
    this.poller.start();
  }

  stop(): void {
    this.poller.stop();
    if (this.pushTimer !== null) clearTimeout(this.pushTimer);
    this.pushTimer = null;
  }

  /** The local preferences changed (in any package): send them soon, unless they are what was last synced. */
  localChanged(): void {
    if (fingerprint(getPreferences()) === this.readMeta().hash) return;
    if (this.pushTimer !== null) clearTimeout(this.pushTimer);
    this.pushTimer = setTimeout(() => {
      this.pushTimer = null;
      void this.serial(() => this.pushIfChanged()).catch(() => undefined);
    }, this.options.pushDelayMs);
  }

  // --- operations --------------------------------------------------------------------------------------------

  /**
   * Reads the profile: applied when its version is newer than this browser's (or always, with `force`); a 404
   * creates it from the local settings; otherwise local changes not yet sent are sent.
   */
  refresh(force = false): Promise<void> {
    return this.serial(() => this.fetchProfile(force));
  }

  /** Follows another profile (or a new one: it is created from the local settings). */
  choose(name: string): Promise<void> {
    return this.serial(async () => {
      this.writeMeta({ profile: name, version: 0, hash: '' });
      await this.fetchProfile(true);
    });
  }

  /** Every profile of the user on the server. */
  list() {
    return this.options.api.list();
  }

  /** Deletes a profile (never the one followed: choose another first). */
  remove(name: string): Promise<void> {
    return this.serial(async () => {
      if (name === this.readMeta().profile) throw new Error('The profile in use cannot be deleted');
      await this.options.api.delete(name);
    });
  }

  private async fetchProfile(force: boolean): Promise<void> {
    const meta = this.readMeta();
    let profile: SettingsProfile;
    try {
      profile = readProfile(meta.profile, await this.options.api.get(meta.profile));
    } catch (error) {
      if (!isNotFound(error)) {
        this.changed('error');
        throw error;
      }
      this.notify('warning', 'creating', { profile: meta.profile });
      await this.push();
      return;
    }
    if (force || profile.version > meta.version) {
      await this.apply(profile);
      return;
    }
    await this.pushIfChanged();
    // Read and nothing newer on either side: in sync (also after a reload, when nothing had to move).
    this.changed('synced');
  }

  private async apply(profile: SettingsProfile): Promise<void> {
    const { switching } = applyPreferences(pickPreferences(profile.settings));
    this.writeMeta({ profile: profile.name, version: profile.version, hash: fingerprint(getPreferences()) });
    this.changed('synced');
    await switching;
  }

  private async pushIfChanged(): Promise<void> {
    if (fingerprint(getPreferences()) !== this.readMeta().hash) await this.push();
  }

  /** Sends the local settings with the version bumped (spec §4); a version the server already has is retried once above it. */
  private async push(retried = false): Promise<void> {
    const meta = this.readMeta();
    const preferences = getPreferences();
    const version = meta.version + 1;
    if (!retried) this.notify('info', 'syncing');
    this.changed('syncing');
    try {
      await this.options.api.save(meta.profile, { ...preferences }, version);
    } catch (error) {
      if (isConflict(error) && !retried) {
        const current = await this.options.api
          .get(meta.profile)
          .then((data) => readProfile(meta.profile, data))
          .catch(() => null);
        if (current && current.version >= version) {
          this.writeMeta({ ...meta, version: current.version });
          return this.push(true);
        }
      }
      this.changed('error');
      this.notify('error', 'error');
      throw error;
    }
    this.writeMeta({ profile: meta.profile, version, hash: fingerprint(preferences) });
    this.changed('synced');
    this.notify('success', 'synced');
  }
}
