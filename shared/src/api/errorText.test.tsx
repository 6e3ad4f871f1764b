import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from '../i18n/locales/de.json';
import en from '../i18n/locales/en.json';
import { ApiError, NetworkError } from './errors';
import { errorText, useErrorText, type Translate } from './errorText';

// The real i18n instance, as the shell sets it up: @fedi/shared registers its `shared` strings itself.
beforeAll(async () => {
  if (!i18next.isInitialized) {
    await i18next
      .use(initReactI18next)
      .init({ lng: 'en', fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false } });
  }
});
afterEach(async () => {
  await i18next.changeLanguage('en');
});

const t = ((key: string, args?: Record<string, unknown>) => i18next.t(key, args)) as Translate;

describe('errorText (spec §8)', () => {
  test('a request that got no answer: connection failure, or the timeout text', () => {
    expect(errorText(new NetworkError('Failed to fetch'), t)).toBe('Failed to connect to server, try again');
    expect(errorText(new NetworkError('Request timed out', true), t)).toBe(
      'The server took too long to answer, try again',
    );
  });

  test.each([
    [401, 'You are not signed in, or your session has ended'],
    [403, 'You are not allowed to do this'],
    [404, 'Not found.'],
    [410, 'This is no longer available'],
    [413, 'This is too large for the server'],
    [422, 'The server could not accept this'],
    [429, 'You are rate limited'],
    [500, 'Internal Server Error'],
    [503, 'The backend is not available'],
    [400, 'Unexpected status: 400'],
    [502, 'Unexpected status: 502'],
  ])('status %i without a server text → %s', (status, text) => {
    expect(errorText(new ApiError(status, '<html>oops</html>'), t)).toBe(text);
    expect(errorText(new ApiError(status, null), t)).toBe(text);
  });

  test.each([401, 403, 404, 410, 413, 422, 400])("a %i with the server's own text shows that text", (status) => {
    expect(errorText(new ApiError(status, { error: 'Validation failed: Text is too long' }), t)).toBe(
      'Validation failed: Text is too long',
    );
  });

  test('429 and 5xx keep their fixed texts even when the body has one', () => {
    expect(errorText(new ApiError(429, { error: 'Throttled' }), t)).toBe('You are rate limited');
    expect(errorText(new ApiError(500, { error: 'stack trace here' }), t)).toBe('Internal Server Error');
    expect(errorText(new ApiError(503, { error: 'down' }), t)).toBe('The backend is not available');
    expect(errorText(new ApiError(504, { error: 'gateway' }), t)).toBe('Unexpected status: 504');
  });

  test('anything else thrown (an abort, a bug, a non-Error) is the generic error', () => {
    expect(errorText(new DOMException('The operation was aborted.', 'AbortError'), t)).toBe('An error occured');
    expect(errorText(new TypeError("Cannot read properties of undefined (reading 'id')"), t)).toBe('An error occured');
    expect(errorText('boom', t)).toBe('An error occured');
    expect(errorText(undefined, t)).toBe('An error occured');
    expect(errorText({ status: 500 }, t)).toBe('An error occured');
  });

  test('translated when the interface language changes', async () => {
    await i18next.changeLanguage('de');
    for (let i = 0; i < 50 && !i18next.hasResourceBundle('de', 'shared'); i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(errorText(new ApiError(500, null), t)).toBe('Interner Serverfehler');
    expect(errorText(new ApiError(418, null), t)).toBe('Unerwarteter Status: 418');
    expect(errorText(new NetworkError('x'), t)).toBe('Verbindung zum Server fehlgeschlagen, bitte erneut versuchen');
  });

  test('useErrorText gives the same text inside a component', () => {
    const { result } = renderHook(() => useErrorText());
    expect(result.current(new ApiError(429, null))).toBe('You are rate limited');
    expect(result.current(new ApiError(422, { error: 'content is too long' }))).toBe('content is too long');
  });

  test('every shared string exists in every language', () => {
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'object' && value ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    expect(keys(de).sort()).toEqual(keys(en).sort());
  });
});

describe('ApiError', () => {
  test('its message (for logs) is the server text, else the English status text', () => {
    expect(new ApiError(422, { error: 'bad' }).message).toBe('bad');
    expect(new ApiError(503, null).message).toBe('The backend is not available');
    expect(new ApiError(418, null).message).toBe('Unexpected status: 418');
  });
});
