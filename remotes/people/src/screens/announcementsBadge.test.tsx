// The shell's unread badge and this remote's /announcements screen read one cache entry
// (`announcementsQuery` of @fedi/shared): a dismissal here shows in anything reading that entry at once, not
// after the next poll. The badge below reads the entry as the shell's useUnreadAnnouncements does (a remote
// never imports the shell; e2e people-places checks the real tab title).
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { announcementsQuery, useApiClient, useSession } from '@fedi/shared';
import { installFetchRouter, type FetchAnswer } from '../../../../shared/testing/fetchRouter';
import { renderApp } from '../testing/harness';
import { AnnouncementsScreen } from './Announcements';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)) }));

const announcement = (id: string) => ({
  id,
  content: `<p>news ${id}</p>`,
  read: false,
  all_day: false,
  emojis: [],
  reactions: [],
  mentions: [],
  tags: [],
  statuses: [],
});

function Badge() {
  const client = useApiClient();
  const session = useSession();
  const list = useQuery(announcementsQuery(client, session.user?.id ?? null));
  return <output aria-label="unread badge">{list.data?.filter((item) => !item.read).length ?? ''}</output>;
}

function setup(dismissAnswer: FetchAnswer) {
  let answerDismiss: () => void = () => undefined;
  const { calls } = installFetchRouter({
    'GET /api/v1/announcements': { body: [announcement('1'), announcement('2')] },
    // The dismissal stays in flight until the test lets it answer.
    'POST /api/v1/announcements/1/dismiss': () =>
      new Promise<FetchAnswer>((resolve) => (answerDismiss = () => resolve(dismissAnswer))),
  });
  renderApp(
    <>
      <Badge />
      <AnnouncementsScreen />
    </>,
  );
  return { calls, answer: () => answerDismiss() };
}

const badge = () => screen.getByLabelText('unread badge').textContent;

describe('announcements: one list for the badge and the screen', () => {
  it('dismissing lowers the count read from the shared entry before the server answers, with one list request', async () => {
    const { calls, answer } = setup({ status: 200, body: {} });
    await waitFor(() => expect(badge()).toBe('2'));
    const [first] = await screen.findAllByRole('listitem');
    fireEvent.click(within(first!).getByRole('button', { name: 'Mark as read' }));
    // The dismissal has not been answered yet.
    await waitFor(() => expect(badge()).toBe('1'));
    expect(calls.map((call) => call.key)).toEqual([
      'GET /api/v1/announcements',
      'POST /api/v1/announcements/1/dismiss',
    ]);
    answer();
    await waitFor(() => expect(within(first!).getByRole('button', { name: 'Read' })).toBeDisabled());
    expect(badge()).toBe('1');
  });

  it('a refused dismissal puts the count back', async () => {
    const { answer } = setup({ status: 500, body: { error: 'boom' } });
    await waitFor(() => expect(badge()).toBe('2'));
    const [first] = await screen.findAllByRole('listitem');
    fireEvent.click(within(first!).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(badge()).toBe('1'));
    answer();
    await waitFor(() => expect(badge()).toBe('2'));
  });
});

describe('a visitor on /announcements', () => {
  it('is told to sign in, and nothing is asked (servers answer a visitor 401)', async () => {
    const { calls } = installFetchRouter({ 'GET /api/v1/announcements': { status: 401, body: { error: 'no' } } });
    renderApp(<AnnouncementsScreen />, { userId: null });
    expect(await screen.findByText("Log in to read this server's announcements.")).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.map((call) => call.key)).not.toContain('GET /api/v1/announcements');
  });
});
