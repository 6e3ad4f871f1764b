export type NoticeLevel = 'success' | 'info' | 'warning' | 'error';

/** A global notice (spec §3): an i18n key with its arguments and an optional timeout in ms. */
export interface GlobalNotice {
  level: NoticeLevel;
  messageKey: string;
  messageArgs?: Record<string, unknown>;
  timeout?: number;
}
