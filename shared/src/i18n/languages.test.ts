import { directionOf, pickLanguage } from './languages';

const OFFERED = {
  en: 'English',
  de: 'Deutsch',
  pt: 'Português',
  'pt-BR': 'Português (Brasil)',
  'zh-Hant': '繁體中文',
  ar: 'العربية',
};

it('the stored choice wins when offered', () => {
  expect(pickLanguage('de', ['pt-BR'], OFFERED)).toBe('de');
  expect(pickLanguage('xx', ['de-AT'], OFFERED)).toBe('de');
});

it('else the first of the browser’s languages offered: exact, then its base, then English', () => {
  expect(pickLanguage('', ['pt-BR', 'de'], OFFERED)).toBe('pt-BR');
  expect(pickLanguage('', ['pt-br'], OFFERED)).toBe('pt-BR');
  expect(pickLanguage('', ['pt-PT', 'de'], OFFERED)).toBe('pt');
  expect(pickLanguage('', ['pt-BR'], { en: 'English', pt: 'Português' })).toBe('pt');
  expect(pickLanguage('', ['fr-FR', 'de-CH'], OFFERED)).toBe('de');
  expect(pickLanguage('', ['zh-TW'], OFFERED)).toBe('zh-Hant');
  expect(pickLanguage('', ['fr'], OFFERED)).toBe('en');
  expect(pickLanguage(undefined, [], OFFERED)).toBe('en');
  // The languages this build offers: both Portuguese variants by region; a bare `pt` is Brazilian.
  expect(pickLanguage('', ['pt-PT'])).toBe('pt-PT');
  expect(pickLanguage('', ['pt'])).toBe('pt-BR');
  expect(pickLanguage('', ['fr-CA', 'en'])).toBe('fr');
});

it('Arabic, Persian and Hebrew are right to left', () => {
  expect(['ar', 'fa', 'he', 'he-IL', 'en', 'ja', 'ru'].map(directionOf)).toEqual([
    'rtl',
    'rtl',
    'rtl',
    'rtl',
    'ltr',
    'ltr',
    'ltr',
  ]);
});
