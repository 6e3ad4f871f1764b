// The formatting layer in the interface language (never the browser's): dates, relative times, numbers
// and file sizes in en, de, ru, ar and ja, and the relative-time component on one shared timer.
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  formatCount,
  formatDate,
  languageOptions,
  formatDateTime,
  formatFileSize,
  formatNumber,
  formatRelativeTime,
  formatTime,
  interfaceLanguage,
} from './format';
import { RelativeTime } from './RelativeTime';
import { runningClocks } from './useNow';

const UTC = { timeZone: 'UTC' };
const NOON = Date.UTC(2024, 0, 2, 15, 4); // 2 January 2024, 15:04 UTC
const ago = (seconds: number) => new Date(NOON - seconds * 1000).toISOString();

describe.each([
  // language, date, date-time, 5 minutes ago, 3 hours ago, 2 days ago, now
  ['en', 'Jan 2, 2024', 'Jan 2, 2024, 3:04 PM', '5 min. ago', '3 hr. ago', '2 days ago', 'now'],
  ['de', '02.01.2024', '02.01.2024, 15:04', 'vor 5 Min.', 'vor 3 Std.', 'vorgestern', 'jetzt'],
  ['ru', '2 янв. 2024 г.', '2 янв. 2024 г., 15:04', '5 мин. назад', '3 ч назад', 'позавчера', 'сейчас'],
  ['ar', '02‏/01‏/2024', '02‏/01‏/2024، 3:04 م', 'قبل 5 دقائق', 'قبل 3 ساعات', 'أول أمس', 'الآن'],
  ['ja', '2024/01/02', '2024/01/02 15:04', '5 分前', '3 時間前', '一昨日', '今'],
])('%s', (language, date, dateTime, minutes, hours, days, now) => {
  const options = { language, ...UTC };
  it('dates and date-times', () => {
    expect(formatDate(NOON, options)).toBe(date);
    expect(formatDateTime(new Date(NOON).toISOString(), options)).toBe(dateTime);
  });
  it('relative times in the largest whole unit; beyond a week, the date', () => {
    expect(formatRelativeTime(ago(20), NOON, options)).toBe(now);
    expect(formatRelativeTime(ago(5 * 60 + 30), NOON, options)).toBe(minutes);
    expect(formatRelativeTime(ago(3 * 3600 + 100), NOON, options)).toBe(hours);
    expect(formatRelativeTime(ago(2 * 86_400 + 100), NOON, options)).toBe(days);
    expect(formatRelativeTime(ago(30 * 86_400), NOON, options)).toBe(formatDate(ago(30 * 86_400), options));
  });
});

it.each([
  ['en', '12,345', '12.3K', '1.5 KiB', '3 MiB'],
  ['de', '12.345', '12.345', '1,5 KiB', '3 MiB'],
  ['ru', '12 345', '12,3 тыс.', '1,5 KiB', '3 MiB'],
  ['ar', '12,345', '12.3 ألف', '1.5 KiB', '3 MiB'],
  ['ja', '12,345', '1.2万', '1.5 KiB', '3 MiB'],
])('%s numbers, compact counts and file sizes', (language, plain, compact, kib, mib) => {
  const normalise = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  expect(normalise(formatNumber(12_345, { language }))).toBe(plain);
  expect(normalise(formatCount(12_345, { language }))).toBe(compact);
  expect(formatFileSize(1536, { language })).toBe(kib);
  expect(formatFileSize(3 * 1024 * 1024, { language })).toBe(mib);
  expect(formatFileSize(512, { language })).toBe('512 B');
});

it('formats a time of day and a long date in the interface language', () => {
  const moment = '2024-01-02T15:04:00Z';
  expect(formatTime(moment, { language: 'en', timeZone: 'UTC' })).toBe('3:04 PM');
  expect(formatTime(moment, { language: 'de', timeZone: 'UTC' })).toBe('15:04');
  expect(formatDate(moment, { language: 'en', timeZone: 'UTC', style: 'long' })).toBe('January 2, 2024');
  expect(formatTime('not a date')).toBe('');
});

it('an invalid date formats as nothing; an unknown language falls back to English', () => {
  expect(formatDate('not a date')).toBe('');
  expect(formatRelativeTime('not a date')).toBe('');
  expect(formatNumber(1000, { language: 'x-not-a-tag-at-all-' })).toBe('1,000');
});

describe('the interface language, not the browser’s', () => {
  beforeAll(async () => {
    await i18next.use(initReactI18next).init({ lng: 'de', resources: {}, react: { useSuspense: false } });
  });
  afterAll(() => i18next.changeLanguage('en'));

  it('formats in i18next’s language by default', async () => {
    await act(() => i18next.changeLanguage('de'));
    expect(interfaceLanguage()).toBe('de');
    expect(formatNumber(12_345)).toBe('12.345');
    await act(() => i18next.changeLanguage('ja'));
    expect(formatCount(12_345)).toBe('1.2万');
  });

  it('RelativeTime shows the relative time, the full date to hover and screen readers, refreshes on one shared timer and follows a language switch', async () => {
    jest.useFakeTimers({ now: NOON });
    try {
      await act(() => i18next.changeLanguage('en'));
      const iso = ago(5 * 60);
      function Rows() {
        useTranslation(); // the row's own subscription re-renders it on a language switch
        return [1, 2, 3].map((row) => <RelativeTime key={row} iso={iso} refreshMs={60_000} />);
      }
      const view = render(<Rows />);
      const [first] = screen.getAllByText('5 min. ago');
      expect(first).toHaveAttribute('dateTime', iso);
      expect(first).toHaveAttribute('title', formatDateTime(iso));
      expect(first).toHaveAccessibleName(formatDateTime(iso));
      expect(runningClocks()).toBe(1);
      act(() => jest.advanceTimersByTime(60_000));
      expect(screen.getAllByText('6 min. ago')).toHaveLength(3);
      await act(() => i18next.changeLanguage('ru'));
      expect(screen.getAllByText('6 мин. назад')).toHaveLength(3);
      view.unmount();
      expect(runningClocks()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('languageOptions', () => {
  it('names the codes in the given language, sorted by name, each once, keeping the code as value', () => {
    expect(languageOptions(['en', 'de', 'fr', 'ja', 'en'], { language: 'en' })).toEqual([
      { code: 'en', name: 'English' },
      { code: 'fr', name: 'French' },
      { code: 'de', name: 'German' },
      { code: 'ja', name: 'Japanese' },
    ]);
    expect(languageOptions(['en', 'de'], { language: 'de' }).map((option) => option.name)).toEqual([
      'Deutsch',
      'Englisch',
    ]);
  });

  it('keeps a code it cannot name', () => {
    expect(languageOptions(['en', 'not a tag'], { language: 'en' })).toEqual([
      { code: 'en', name: 'English' },
      { code: 'not a tag', name: 'not a tag' },
    ]);
  });
});
