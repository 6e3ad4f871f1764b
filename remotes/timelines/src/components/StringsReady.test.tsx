import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import '../testing/harness';
import { NS } from '../i18n';
import { StringsReady } from './StringsReady';

function Row() {
  const { t } = useTranslation(NS);
  return <p>{t('thread.expand_inline')}</p>;
}

afterEach(async () => {
  await i18next.changeLanguage('en');
});

it('shows nothing of the remote before its strings are in the interface language: no English flash (issue 28)', async () => {
  i18next.removeResourceBundle('ar', NS);
  await i18next.changeLanguage('ar');
  // The Arabic file is on its way (fetched on the change): the fallback stands in, never the English.
  render(
    <StringsReady fallback={<p>…</p>}>
      <Row />
    </StringsReady>,
  );
  expect(screen.queryByText('Show thread')).toBeNull();
  expect(screen.getByText('…')).toBeInTheDocument();
  expect(await screen.findByText('اعرض النقاش')).toBeInTheDocument();
});

it('in English it shows at once', () => {
  render(
    <StringsReady fallback={<p>…</p>}>
      <Row />
    </StringsReady>,
  );
  expect(screen.getByText('Show thread')).toBeInTheDocument();
});
