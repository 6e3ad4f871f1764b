// Fixture for tools/localeKeysInCode.mjs: which calls pass and which fail.
declare const t: (key: string, options?: object) => string;
declare const kind: string;

export const ok = [
  t('title'),
  t('replies', { count: 2 }),
  t(`kind.${kind}`),
  t('common:errors.generic'),
  t('errors.generic'), // the shared namespace is readable
];
/* t('never.checked') in a comment is prose */
export const broken = [t('titel'), t(`knid.${kind}`), t('common:errors.genric')];
