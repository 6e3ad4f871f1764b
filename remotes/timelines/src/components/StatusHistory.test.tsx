import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDateTime } from '@fedi/shared';
import { installFetchRouter, type FetchAnswer } from '../../../../shared/testing/fetchRouter';
import { renderApp, statusOf } from '../testing/harness';
import { DEFAULT_PREFS, setPrefs } from '../prefs';
import { StatusCard } from './StatusCard';

const alice = {
  id: 'alice',
  acct: 'alice',
  username: 'alice',
  display_name: 'Alice',
  avatar: '',
  url: 'https://server.test/users/alice',
};

/** Three versions, oldest first, as Mastodon and Akkoma answer. */
const HISTORY = [
  {
    content: '<p>first words</p>',
    spoiler_text: '',
    sensitive: false,
    created_at: '2025-01-01T00:00:00.000Z',
    media_attachments: [],
    emojis: [],
    poll: { options: [{ title: 'tea' }, { title: 'coffee' }] },
  },
  {
    content: '<p>second words<script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"></p>',
    spoiler_text: 'food',
    sensitive: false,
    created_at: '2025-01-01T00:05:00.000Z',
    media_attachments: [
      {
        id: 'm1',
        type: 'image',
        url: 'https://server.test/media/cat.png',
        preview_url: 'https://server.test/media/cat-small.png',
        description: 'a cat',
      },
    ],
    emojis: [],
    poll: { options: [{ title: 'tea' }, { title: 'water' }] },
  },
  {
    content: '<p>final words :blob:</p>',
    spoiler_text: '',
    sensitive: false,
    created_at: '2025-01-01T00:10:00.000Z',
    media_attachments: [],
    emojis: [
      {
        shortcode: 'blob',
        url: 'https://server.test/emoji/blob.png',
        static_url: 'https://server.test/emoji/blob.png',
      },
    ],
    poll: null,
  },
];

const edited = (overrides: Record<string, unknown> = {}) =>
  statusOf({ id: '300', content: '<p>final words</p>', edited_at: '2025-01-01T00:10:00.000Z', ...overrides });

afterEach(() => {
  setPrefs(DEFAULT_PREFS);
  delete (window as unknown as { __pwned?: number }).__pwned;
});

async function openFromMark() {
  const mark = screen.getByRole('button', { name: '(edited) — show edit history' });
  act(() => mark.focus());
  fireEvent.click(mark);
  const dialog = await screen.findByRole('dialog', { name: 'Edit history' });
  return { mark, dialog };
}

describe('status history dialog', () => {
  it('lists every version newest first, marks the current one, sanitized, with CW, media and poll options', async () => {
    const { calls } = installFetchRouter({ 'GET /api/v1/statuses/300/history': { body: HISTORY } });
    const status = edited();
    renderApp(<StatusCard id={status.id} />, { statuses: [status], userId: null });
    const { dialog } = await openFromMark();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the edit history…');
    const list = await within(dialog).findByRole('list', { name: '3 versions' });
    const versions = within(list).getAllByTestId('status-version');
    expect(versions).toHaveLength(3);
    expect(versions[0]).toHaveTextContent('final words');
    expect(versions[0]).toHaveTextContent('Current version');
    expect(within(versions[0]!).getByRole('img', { name: ':blob:' })).toHaveAttribute(
      'src',
      'https://server.test/emoji/blob.png',
    );
    expect(within(versions[0]!).getByText(formatDateTime(HISTORY[2]!.created_at))).toHaveAttribute(
      'datetime',
      HISTORY[2]!.created_at,
    );
    expect(versions[1]).toHaveTextContent('Content warning: food');
    expect(versions[1]).toHaveTextContent('second words');
    expect(versions[1]).not.toHaveTextContent('Current version');
    const media = within(versions[1]!).getByRole('link', { name: 'Image: a cat' });
    expect(media).toHaveAttribute('href', 'https://server.test/media/cat.png');
    expect(media).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(media).getByRole('img', { name: 'a cat' })).toHaveAttribute(
      'src',
      'https://server.test/media/cat-small.png',
    );
    expect(
      within(within(versions[1]!).getByRole('list', { name: 'Poll' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['tea', 'water']);
    expect(versions[2]).toHaveTextContent('first words');
    expect(versions[2]).toHaveTextContent('Original');
    expect(dialog.querySelector('script, [onerror]')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    expect(calls.map((call) => `${call.key}${new URL(call.url).search}`)).toEqual(['GET /api/v1/statuses/300/history']);
  });

  it('keeps the focus inside, closes on Escape and gives the focus back to the mark', async () => {
    installFetchRouter({ 'GET /api/v1/statuses/300/history': { body: HISTORY } });
    const status = edited();
    renderApp(<StatusCard id={status.id} />, { statuses: [status] });
    const { mark, dialog } = await openFromMark();
    await within(dialog).findByRole('list', { name: '3 versions' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    const close = within(dialog).getByRole('button', { name: 'modal.close' });
    const links = within(dialog).getAllByRole('link');
    // Tab from the last control wraps to the first, Shift+Tab from the first to the last.
    act(() => links[links.length - 1]!.focus());
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(links[links.length - 1]);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(mark);
  });

  it('opens from the extra menu too; focus returns to the menu button', async () => {
    installFetchRouter({ 'GET /api/v1/statuses/300/history': { body: HISTORY } });
    const status = edited({ account: alice });
    renderApp(<StatusCard id={status.id} />, { statuses: [status] });
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    // The menu is fetched on first open; its button then replaces the plain one.
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Edit history' }));
    const more = screen.getByRole('button', { name: 'More actions' });
    const dialog = await screen.findByRole('dialog', { name: 'Edit history' });
    await within(dialog).findByRole('list', { name: '3 versions' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'modal.close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(more);
  });

  it("shows the server's error with a retry that loads the versions", async () => {
    let answer: FetchAnswer = { status: 500, body: { error: 'boom' } };
    installFetchRouter({ 'GET /api/v1/statuses/300/history': () => answer });
    const status = edited();
    renderApp(<StatusCard id={status.id} />, { statuses: [status] });
    const { dialog } = await openFromMark();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the edit history: Internal Server Error');
    answer = { body: HISTORY };
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('list', { name: '3 versions' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('lists sensitive media by name only while sensitive media is hidden', async () => {
    const sensitive = HISTORY.map((version) => ({ ...version, sensitive: true }));
    installFetchRouter({ 'GET /api/v1/statuses/300/history': { body: sensitive } });
    const status = edited();
    renderApp(<StatusCard id={status.id} />, { statuses: [status] });
    const { dialog } = await openFromMark();
    const link = await within(dialog).findByRole('link', { name: 'Image: a cat' });
    expect(within(link).queryByRole('img')).toBeNull();
    expect(link).toHaveTextContent('Image: a cat');
    expect(within(dialog).getByText('Media of this version was marked sensitive.')).toBeInTheDocument();
  });

  it('is only offered when the status was edited and the instance supports editing', async () => {
    installFetchRouter({});
    const status = edited({ account: alice });
    renderApp(<StatusCard id={status.id} />, { statuses: [status], caps: { editing: false } });
    expect(screen.getByText('(edited)').tagName).toBe('SPAN');
    expect(screen.queryByRole('button', { name: /show edit history/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(within(await screen.findByRole('menu')).queryByRole('menuitem', { name: 'Edit history' })).toBeNull();
  });

  it('shows no mark and no menu entry on a status never edited', async () => {
    installFetchRouter({});
    const status = statusOf({ id: '301', account: alice });
    renderApp(<StatusCard id={status.id} />, { statuses: [status] });
    expect(screen.queryByText('(edited)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(within(await screen.findByRole('menu')).queryByRole('menuitem', { name: 'Edit history' })).toBeNull();
  });
});

describe('status history on a server that keeps no versions', () => {
  it('says so instead of offering a retry when the history call is not there (404)', async () => {
    installFetchRouter({});
    const status = edited();
    renderApp(<StatusCard id={status.id} />, { statuses: [status] });
    const { dialog } = await openFromMark();
    expect(await within(dialog).findByText('This server keeps no earlier versions of this post.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
