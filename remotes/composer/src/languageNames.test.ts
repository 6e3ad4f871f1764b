import { languageOptions } from './languageNames';

it('names the codes in the interface language, sorted by name, keeping the code as value', () => {
  expect(languageOptions(['en', 'de', 'fr', 'ja'], 'en')).toEqual([
    { code: 'en', name: 'English' },
    { code: 'fr', name: 'French' },
    { code: 'de', name: 'German' },
    { code: 'ja', name: 'Japanese' },
  ]);
  expect(languageOptions(['en', 'de'], 'de').map((option) => option.name)).toEqual(['Deutsch', 'Englisch']);
});

it('keeps a code it cannot name and lists each code once', () => {
  expect(languageOptions(['en', 'en', 'not a tag'], 'en')).toEqual([
    { code: 'en', name: 'English' },
    { code: 'not a tag', name: 'not a tag' },
  ]);
});
