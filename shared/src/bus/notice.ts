export type NoticeLevel = 'success' | 'info' | 'warning' | 'error';

/** A global notice (spec §3): an i18n key with its arguments and an optional timeout in ms. */
export interface GlobalNotice {
  level: NoticeLevel;
  messageKey: string;
  messageArgs?: Record<string, unknown>;
  timeout?: number;
  /** Notices of one group replace each other ("Saving…" then "Saved"); else one message replaces its copy. */
  group?: string;
}
