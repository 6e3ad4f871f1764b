import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { entityKeys } from '@fedi/shared';
import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import { renderApp, statusOf, wire } from '../testing/harness';
import { DEFAULT_PREFS, setPrefs } from '../prefs';
import { Root } from './Root';
import { StatusCard } from './StatusCard';

afterEach(() => {
  setPrefs(DEFAULT_PREFS);
});

describe('StatusCard', () => {
  it('renders sanitized content and a hostile display name as text', () => {
    installFetchRouter({});
    const status = statusOf({
      content: '<p>safe<img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script></p>',
      account: {
        id: 'bob',
        acct: 'bob',
        username: 'bob',
        display_name: '<img src=x onerror=alert(1)>Bob',
        avatar: '',
        url: 'https://server.test/users/bob',
      },
    });
    const { container } = renderApp(<StatusCard id={status.id} />, { statuses: [status] });
    expect(screen.getByText('safe')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('hides the body behind a content warning until expanded', () => {
    installFetchRouter({});
    const status = statusOf({ spoiler_text: 'Food', content: '<p>pizza details</p>' });
    renderApp(<StatusCard id={status.id} />, { statuses: [status] });
    expect(screen.getByText('Food')).toBeInTheDocument();
    expect(screen.queryByText('pizza details')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByText('pizza details')).toBeInTheDocument();
  });

  it("shows 12 reactions then '+N'", () => {
    installFetchRouter({});
    const reactions = Array.from({ length: 14 }, (_, index) => ({ name: `e${index}`, count: 1, me: false }));
    const status = statusOf({ pleroma: { emoji_reactions: reactions } });
    renderApp(<StatusCard id={status.id} />, { statuses: [status] });
    const group = screen.getByRole('group', { name: 'Emoji reactions' });
    expect(within(group).getAllByRole('button', { pressed: false })).toHaveLength(12);
    fireEvent.click(within(group).getByRole('button', { name: 'Show 2 more reactions' }));
    expect(within(group).getAllByRole('button', { pressed: false })).toHaveLength(14);
  });

  it('gives anonymous visitors remote interaction links instead of actions', () => {
    installFetchRouter({});
    const status = statusOf();
    renderApp(<StatusCard id={status.id} />, { statuses: [status], userId: null });
    expect(screen.getByRole('link', { name: /^Reply/ })).toHaveAttribute(
      'href',
      'http://server.test/main/ostatus?status_id=100',
    );
    expect(screen.queryByRole('button', { name: 'Favorite' })).toBeNull();
    // The same icons as a signed-in user's, named with their counts and with a tooltip.
    const repeat = screen.getByRole('link', { name: /^Repeat/ });
    expect(repeat.querySelector('svg.icon')).not.toBeNull();
    expect(repeat).toHaveAttribute('title', 'Repeat');
  });

  it('opens the composer through the bus for reply and quote', () => {
    installFetchRouter({});
    const status = statusOf();
    const { bus } = renderApp(<StatusCard id={status.id} />, { statuses: [status] });
    const opened: unknown[] = [];
    bus.on('composer:open', (options) => opened.push(options));
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    fireEvent.click(screen.getByRole('button', { name: 'Quote' }));
    expect(opened).toEqual([{ replyTo: '100' }, { quoteOf: '100' }]);
  });

  it('applies the repeat rule: another user’s private post cannot be repeated', () => {
    installFetchRouter({});
    const status = statusOf({ visibility: 'private' });
    renderApp(<StatusCard id={status.id} />, { statuses: [status] });
    expect(screen.getByRole('button', { name: 'Repeat' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Quote' })).toBeNull();
  });

  it('offers edit, delete and pin in the menu only for own posts', async () => {
    installFetchRouter({});
    const own = statusOf({
      id: '200',
      account: {
        id: 'alice',
        acct: 'alice',
        username: 'alice',
        display_name: 'Alice',
        avatar: '',
        url: 'https://server.test/users/alice',
      },
    });
    renderApp(<StatusCard id={own.id} />, { statuses: [own] });
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    // The menu's code is fetched on first open.
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Pin on profile' })).toBeInTheDocument();
  });

  it('favourites optimistically and rolls back with an error banner on failure', async () => {
    installFetchRouter({ 'POST /api/v1/statuses/100/favourite': { status: 500, body: { error: 'Nope from server' } } });
    const status = statusOf();
    renderApp(<StatusCard id={status.id} />, { statuses: [status] });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Favorite' }));
    });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Nope from server'));
    expect(screen.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('names the action buttons with the counts they show (label in name), per plural form', () => {
    installFetchRouter({});
    const status = statusOf({ replies_count: 1, reblogs_count: 2, favourites_count: 1200, favourited: true });
    renderApp(<StatusCard id={status.id} />, { statuses: [status] });
    const reply = screen.getByRole('button', { name: 'Reply, 1 reply' });
    expect(reply).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Repeat, 2 repeats' })).toHaveTextContent('2');
    const favourite = screen.getByRole('button', { name: /^Undo favorite, / });
    // The visible count (formatted short) is the one in the name.
    const shown = favourite.textContent!.trim();
    expect(favourite).toHaveAccessibleName(`Undo favorite, ${shown} favorites`);
  });

  it('keeps the plain names without counts, and when post stats are hidden', () => {
    installFetchRouter({});
    setPrefs({ ...DEFAULT_PREFS, hidePostStats: true });
    const status = statusOf({ replies_count: 4, reblogs_count: 2 });
    renderApp(<StatusCard id={status.id} />, { statuses: [status] });
    // Only the icon: no count beside it.
    expect(screen.getByRole('button', { name: 'Reply' })).toHaveTextContent(/^$/);
    expect(screen.getByRole('button', { name: 'Reply' }).querySelector('svg.icon')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Repeat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Favorite' })).toBeInTheDocument();
  });

  it('shows a deleted notice for deleted statuses', () => {
    installFetchRouter({});
    const status = { ...statusOf(), deleted: true };
    renderApp(<StatusCard id={status.id} />, { statuses: [status] });
    expect(screen.getByText('This status has been deleted')).toBeInTheDocument();
  });

  it('collapses a muted bot post behind a notice when bot muting is on', () => {
    installFetchRouter({});
    setPrefs({ muteBotStatuses: true });
    const status = statusOf({
      content: '<p>beep</p>',
      account: {
        id: 'dave',
        acct: 'dave',
        username: 'dave',
        display_name: 'Dave',
        avatar: '',
        bot: true,
        url: 'https://server.test/users/dave',
      },
    });
    renderApp(<StatusCard id={status.id} />, { statuses: [status] });
    expect(screen.queryByText('beep')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show muted post' }));
    expect(screen.getByText('beep')).toBeInTheDocument();
  });

  it('disables voting until a choice is made and keeps single choice', async () => {
    installFetchRouter({});
    const status = statusOf({
      poll: {
        id: 'p1',
        expired: false,
        expires_at: '2999-01-01T00:00:00Z',
        multiple: false,
        votes_count: 0,
        voted: false,
        options: [
          { title: 'A', votes_count: 0 },
          { title: 'B', votes_count: 0 },
        ],
        emojis: [],
      },
    });
    renderApp(<StatusCard id={status.id} />, { statuses: [status] });
    // The poll is its own chunk: a labelled status until it arrives.
    expect(screen.getByRole('status')).toHaveTextContent('Loading the poll…');
    const vote = await screen.findByRole('button', { name: 'Vote' });
    expect(vote).toBeDisabled();
    fireEvent.click(screen.getByLabelText('A'));
    fireEvent.click(screen.getByLabelText('B'));
    expect(screen.getByLabelText('A')).not.toBeChecked();
    expect(vote).toBeEnabled();
  });

  it('routes hashtags inside the app', () => {
    installFetchRouter({});
    const status = statusOf({
      content: '<p><a class="hashtag" data-tag="art" href="https://server.test/tag/art">#art</a></p>',
    });
    renderApp(<StatusCard id={status.id} />, { statuses: [status] });
    const link = screen.getByRole('link', { name: '#art' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      link.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
  });

  it('expands and collapses the thread inline', async () => {
    installFetchRouter({
      'GET /api/v1/statuses/100/context': {
        body: { ancestors: [], descendants: [wire({ id: '101', in_reply_to_id: '100', content: '<p>a reply</p>' })] },
      },
    });
    const status = statusOf({ replies_count: 1 });
    renderApp(
      <Root>
        <StatusCard id={status.id} />
      </Root>,
      { statuses: [status] },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show thread' }));
    expect(await screen.findByText('a reply', {}, { timeout: 5000 })).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Hide thread' })[0]!);
    await waitFor(() => expect(screen.queryByText('a reply')).toBeNull());
  });

  it('mutes a status that mentions a blocked or muted user, and follows a block made elsewhere at once', async () => {
    const frank = {
      id: 'frank',
      acct: 'frank',
      username: 'frank',
      display_name: 'Frank',
      avatar: '',
      url: 'https://server.test/users/frank',
    };
    const { calls } = installFetchRouter({
      'GET /api/v1/blocks': { body: [frank] },
      'GET /api/v1/mutes': { body: [] },
    });
    const mentionsFrank = statusOf({
      id: '300',
      content: '<p>hi frank</p>',
      mentions: [{ id: 'frank', acct: 'frank', username: 'frank', url: 'https://server.test/users/frank' }],
    });
    const mentionsGrace = statusOf({
      id: '301',
      content: '<p>hi grace</p>',
      mentions: [{ id: 'grace', acct: 'grace', username: 'grace', url: 'https://server.test/users/grace' }],
    });
    const { queryClient } = renderApp(
      <>
        <StatusCard id="300" />
        <StatusCard id="301" />
      </>,
      { statuses: [mentionsFrank, mentionsGrace] },
    );
    await waitFor(() => expect(screen.queryByText('hi frank')).toBeNull());
    expect(screen.getByText('Muted post')).toBeInTheDocument();
    expect(screen.getByText('hi grace')).toBeInTheDocument();
    // one fetch of each list for every status on screen
    expect(calls.filter((call) => call.key === 'GET /api/v1/blocks')).toHaveLength(1);
    // grace gets blocked (e.g. on her profile card): the relationship in the cache applies at once
    act(() => {
      queryClient.setQueryData(entityKeys.relationship('grace'), { id: 'grace', blocking: true });
    });
    expect(screen.queryByText('hi grace')).toBeNull();
    // and unblocking frank shows his mention again
    act(() => {
      queryClient.setQueryData(entityKeys.relationship('frank'), { id: 'frank', blocking: false, muting: false });
    });
    expect(screen.getByText('hi frank')).toBeInTheDocument();
  });

  it('never mutes one’s own post for mentioning a blocked user', async () => {
    installFetchRouter({
      'GET /api/v1/blocks': {
        body: [{ id: 'frank', acct: 'frank', username: 'frank', url: 'https://server.test/users/frank' }],
      },
      'GET /api/v1/mutes': { body: [] },
    });
    const own = statusOf({
      id: '302',
      content: '<p>my note to frank</p>',
      account: {
        id: 'alice',
        acct: 'alice',
        username: 'alice',
        display_name: 'Alice',
        avatar: '',
        url: 'https://server.test/users/alice',
      },
      mentions: [{ id: 'frank', acct: 'frank', username: 'frank', url: 'https://server.test/users/frank' }],
    });
    renderApp(<StatusCard id="302" />, { statuses: [own] });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByText('my note to frank')).toBeInTheDocument();
  });
});
