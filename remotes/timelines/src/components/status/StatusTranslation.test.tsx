import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { installFetchRouter } from '../../../../../shared/testing/fetchRouter';
import { renderApp, statusOf } from '../../testing/harness';
import { DEFAULT_PREFS, setPrefs } from '../../prefs';
import { StatusCard } from '../StatusCard';

const ROUTE = 'GET /api/v1/statuses/100/translations/de';

beforeEach(() => {
  setPrefs({ ...DEFAULT_PREFS, translationLanguage: 'de' });
});
afterEach(() => {
  setPrefs(DEFAULT_PREFS);
});

describe('StatusCard translation', () => {
  it('shows the translation into the chosen language and drops the Translate button', async () => {
    const router = installFetchRouter({ [ROUTE]: { body: { text: '<p>Hallo Welt</p>', detected_language: 'en' } } });
    const status = statusOf({ content: '<p>hello world</p>' });
    renderApp(<StatusCard id={status.id} />, { statuses: [status], caps: { translation: true } });
    fireEvent.click(screen.getByRole('button', { name: 'Translate' }));
    expect(await screen.findByText('Hallo Welt')).toBeInTheDocument();
    expect(screen.getByText('Translation:')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Translate' })).toBeNull();
    expect(router.calls.filter((call) => call.key === ROUTE)).toHaveLength(1);
  });

  it('keeps the translation per status and language: folding and unfolding asks nothing again', async () => {
    const router = installFetchRouter({ [ROUTE]: { body: { text: 'Pizza-Einzelheiten' } } });
    const status = statusOf({ spoiler_text: 'Food', content: '<p>pizza details</p>' });
    renderApp(<StatusCard id={status.id} />, { statuses: [status], caps: { translation: true } });
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    fireEvent.click(screen.getByRole('button', { name: 'Translate' }));
    expect(await screen.findByText('Pizza-Einzelheiten')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.queryByText('Pizza-Einzelheiten')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByText('Pizza-Einzelheiten')).toBeInTheDocument();
    expect(router.calls.filter((call) => call.key === ROUTE)).toHaveLength(1);
  });

  it('shows a failure in the error banner, keeps Translate, and asks again on the next click', async () => {
    const router = installFetchRouter({ [ROUTE]: { status: 500, body: { error: 'Translator is down' } } });
    const status = statusOf();
    renderApp(<StatusCard id={status.id} />, { statuses: [status], caps: { translation: true } });
    fireEvent.click(screen.getByRole('button', { name: 'Translate' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error: Internal Server Error'));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Translate' }));
    await waitFor(() => expect(router.calls.filter((call) => call.key === ROUTE)).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument());
  });

  it('cancels a translation still running when the card goes away', async () => {
    const router = installFetchRouter({ [ROUTE]: () => new Promise(() => undefined) });
    const status = statusOf();
    const { unmount } = renderApp(<StatusCard id={status.id} />, { statuses: [status], caps: { translation: true } });
    fireEvent.click(screen.getByRole('button', { name: 'Translate' }));
    await waitFor(() => expect(router.calls.filter((call) => call.key === ROUTE)).toHaveLength(1));
    const signal = router.calls.find((call) => call.key === ROUTE)?.signal;
    expect(signal?.aborted).toBe(false);
    await act(async () => unmount());
    expect(signal?.aborted).toBe(true);
  });
});
