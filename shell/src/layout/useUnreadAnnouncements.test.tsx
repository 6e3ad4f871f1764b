// The shell's unread badge and the people remote's /announcements screen read one cache entry
// (`announcementsQuery` of @fedi/shared): a dismissal there shows in the badge at once, not after the next poll.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AnnouncementsScreen } from '../../../remotes/people/src/screens/Announcements';
import { renderApp, stubFetch } from '../../../remotes/people/src/testing/harness';
import { useUnreadAnnouncements } from './useUnreadAnnouncements';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)) }));

const announcement = (id: string) => ({ id, content: `<p>news ${id}</p>`, read: false, all_day: false, emojis: [], reactions: [], mentions: [], tags: [], statuses: [] });

function Badge() {
  return <output aria-label="unread badge">{useUnreadAnnouncements()}</output>;
}

function setup(dismissAnswer: { status: number; body: unknown }) {
  let answerDismiss: () => void = () => undefined;
  const calls = stubFetch({ 'GET /api/v1/announcements': { body: [announcement('1'), announcement('2')] } });
  const listFetch = globalThis.fetch;
  // The dismissal stays in flight until the test lets it answer.
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method !== 'POST') return listFetch(input, init);
    calls.push({ key: `POST ${new URL(String(input)).pathname}`, url: new URL(String(input)) });
    const text = JSON.stringify(dismissAnswer.body);
    return new Promise<Response>((resolve) => {
      answerDismiss = () => resolve({ ok: dismissAnswer.status < 300, status: dismissAnswer.status, headers: new Headers({ 'content-type': 'application/json' }), text: async () => text } as unknown as Response);
    });
  }) as unknown as typeof fetch;
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
  it('dismissing on the people screen lowers the shell badge before the server answers, with one list request', async () => {
    const { calls, answer } = setup({ status: 200, body: {} });
    await waitFor(() => expect(badge()).toBe('2'));
    const [first] = await screen.findAllByRole('listitem');
    fireEvent.click(within(first!).getByRole('button', { name: 'Mark as read' }));
    // The dismissal has not been answered yet.
    await waitFor(() => expect(badge()).toBe('1'));
    expect(calls.map((call) => call.key)).toEqual(['GET /api/v1/announcements', 'POST /api/v1/announcements/1/dismiss']);
    answer();
    await waitFor(() => expect(within(first!).getByRole('button', { name: 'Read' })).toBeDisabled());
    expect(badge()).toBe('1');
  });

  it('a refused dismissal puts the badge back', async () => {
    const { answer } = setup({ status: 500, body: { error: 'boom' } });
    await waitFor(() => expect(badge()).toBe('2'));
    const [first] = await screen.findAllByRole('listitem');
    fireEvent.click(within(first!).getByRole('button', { name: 'Mark as read' }));
    // The dismissal has not been answered yet.
    await waitFor(() => expect(badge()).toBe('1'));
    answer();
    await waitFor(() => expect(badge()).toBe('2'));
  });
});
