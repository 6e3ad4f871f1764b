import i18next from 'i18next';

/**
 * The one formatting layer: dates, times, relative times, numbers and file sizes in the interface language
 * (i18next's), never the browser's. `Intl` formatters are cached per language and options.
 */

export type DateInput = Date | string | number;

/** The interface language as a BCP 47 tag `Intl` accepts ('en' when i18next has none or a test mode). */
export function interfaceLanguage(): string {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return language && language !== 'cimode' ? language : 'en';
}

const cache = new Map<string, unknown>();
function cached<T>(kind: string, language: string, options: object, make: (language: string) => T): T {
  const key = `${kind}|${language}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as T | undefined;
  if (formatter === undefined) {
    try {
      formatter = make(language);
    } catch {
      formatter = make('en'); // an unknown tag: English rather than a crash
    }
    cache.set(key, formatter);
  }
  return formatter;
}

const dateTime = (language: string, options: Intl.DateTimeFormatOptions) =>
  cached('dt', language, options, (tag) => new Intl.DateTimeFormat(tag, options));
const number = (language: string, options: Intl.NumberFormatOptions) =>
  cached('n', language, options, (tag) => new Intl.NumberFormat(tag, options));
const relative = (language: string) =>
  cached('rt', language, {}, (tag) => new Intl.RelativeTimeFormat(tag, { numeric: 'auto', style: 'short' }));

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export interface FormatOptions {
  language?: string;
  /** Dates only: `medium` (default, "Jan 2, 2024") or `long` ("January 2, 2024"). */
  style?: 'medium' | 'long';
  /** For tests and server-side figures; the browser's own zone otherwise. */
  timeZone?: string;
}

/** A date: "Jan 2, 2024" / "02.01.2024" / "2 янв. 2024 г.". Empty for an invalid date. */
export function formatDate(
  value: DateInput,
  { language = interfaceLanguage(), timeZone, style = 'medium' }: FormatOptions = {},
): string {
  const date = toDate(value);
  return date ? dateTime(language, { dateStyle: style, timeZone }).format(date) : '';
}

/** A time of day: "3:04 PM" / "15:04". Empty for an invalid date. */
export function formatTime(value: DateInput, { language = interfaceLanguage(), timeZone }: FormatOptions = {}): string {
  const date = toDate(value);
  return date ? dateTime(language, { timeStyle: 'short', timeZone }).format(date) : '';
}

/** A date and time: "Jan 2, 2024, 3:04 PM" / "02.01.2024, 15:04". Empty for an invalid date. */
export function formatDateTime(
  value: DateInput,
  { language = interfaceLanguage(), timeZone }: FormatOptions = {},
): string {
  const date = toDate(value);
  return date ? dateTime(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date) : '';
}

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

/**
 * How long ago (or until) a moment is, in the largest whole unit: "now", "5 min. ago", "3 hr. ago",
 * "2 days ago"; beyond a week the date itself. Empty for an invalid date.
 */
export function formatRelativeTime(value: DateInput, now: number = Date.now(), options: FormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return '';
  const language = options.language ?? interfaceLanguage();
  const seconds = Math.round((date.getTime() - now) / 1000);
  const distance = Math.abs(seconds);
  if (distance >= 7 * DAY) return formatDate(date, { ...options, language });
  const format = relative(language);
  const sign = seconds < 0 ? -1 : 1;
  if (distance < MINUTE) return format.format(0, 'second');
  if (distance < HOUR) return format.format(sign * Math.floor(distance / MINUTE), 'minute');
  if (distance < DAY) return format.format(sign * Math.floor(distance / HOUR), 'hour');
  return format.format(sign * Math.floor(distance / DAY), 'day');
}

/** A number with the language's separators: "12,345" / "12.345" / "12 345". */
export function formatNumber(value: number, { language = interfaceLanguage() }: FormatOptions = {}): string {
  return number(language, {}).format(value);
}

/** A count in short form for counters: "12K" / "12.345" / "1.2万". */
export function formatCount(value: number, { language = interfaceLanguage() }: FormatOptions = {}): string {
  return number(language, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** Spec §9's upload size units (binary: 1 KiB = 1024 B). */
export const FILE_SIZE_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'] as const;

/**
 * A byte count in the largest unit that keeps it at 1 or more, with up to two decimals in the language's
 * notation: "1.5 KiB" / "1,5 KiB". The unit symbols are the IEC ones, the same in every language.
 */
export function formatFileSize(bytes: number, { language = interfaceLanguage() }: FormatOptions = {}): string {
  let value = Math.max(0, bytes);
  let index = 0;
  while (value >= 1024 && index < FILE_SIZE_UNITS.length - 1) {
    value /= 1024;
    index += 1;
  }
  return `${number(language, { maximumFractionDigits: 2 }).format(value)} ${FILE_SIZE_UNITS[index]}`;
}

/** Language names ("German" / "Deutsch"); null where the browser has no `Intl.DisplayNames`. */
const languageNames = (language: string) =>
  cached('ln', language, {}, (tag) =>
    typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([tag, 'en'], { type: 'language' }) : null,
  );
const collator = (language: string) => cached('co', language, {}, (tag) => new Intl.Collator(tag));

/**
 * Language codes as choices `{ code, name }`: each named in the interface language and sorted by that name, each
 * once; a code the browser cannot name keeps the code as its name (the composer's post language).
 */
export function languageOptions(
  codes: readonly string[],
  { language = interfaceLanguage() }: { language?: string } = {},
): { code: string; name: string }[] {
  const names = languageNames(language);
  const nameOf = (code: string) => {
    try {
      return names?.of(code) ?? code;
    } catch {
      return code; // not a language tag
    }
  };
  const order = collator(language);
  return [...new Set(codes)]
    .map((code) => ({ code, name: nameOf(code) }))
    .sort((a, b) => order.compare(a.name, b.name));
}
