import { act, fireEvent, screen } from '@testing-library/react';
import { detectCapabilities, importRelationship, instanceKeys, normalizeUser, type WireAccount } from '@fedi/shared';
import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import { BASE, renderApp, wireAccount } from '../testing/harness';
import { UserCard } from './UserCard';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)) }));

const user = (overrides: Record<string, unknown> = {}) =>
  normalizeUser(wireAccount(overrides) as unknown as WireAccount);

describe('private note', () => {
  afterEach(() => jest.useRealTimers());

  it('is saved once, 1500 ms after the last keystroke', async () => {
    jest.useFakeTimers();
    const { calls } = installFetchRouter({ 'POST /api/v1/accounts/bob/note': { body: { id: 'bob', note: 'hello' } } });
    renderApp(<UserCard user={user()} isOwn={false} />, {
      setup: (qc) => void importRelationship(qc, { id: 'bob', note: '' }),
    });
    const note = screen.getByLabelText('Private note');
    fireEvent.change(note, { target: { value: 'hel' } });
    act(() => void jest.advanceTimersByTime(1000));
    fireEvent.change(note, { target: { value: 'hello' } });
    act(() => void jest.advanceTimersByTime(1499));
    expect(calls.filter((call) => call.key === 'POST /api/v1/accounts/bob/note')).toHaveLength(0);
    await act(async () => {
      jest.advanceTimersByTime(1);
      await Promise.resolve();
    });
    const saves = calls.filter((call) => call.key === 'POST /api/v1/accounts/bob/note');
    expect(saves).toHaveLength(1);
    expect((saves[0]?.body as FormData).get('comment')).toBe('hello');
    jest.useRealTimers();
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('keeps the typed text when saving fails and says why', async () => {
    installFetchRouter({ 'POST /api/v1/accounts/bob/note': { status: 500, body: { error: 'db down' } } });
    renderApp(<UserCard user={user()} isOwn={false} />, {
      setup: (qc) => void importRelationship(qc, { id: 'bob', note: '' }),
    });
    fireEvent.change(screen.getByLabelText('Private note'), { target: { value: 'keep me' } });
    expect(await screen.findByText(/Could not save the note/, undefined, { timeout: 3000 })).toBeTruthy();
    expect((screen.getByLabelText('Private note') as HTMLTextAreaElement).value).toBe('keep me');
  });
});

describe('user card links and remote follow', () => {
  it('offers anonymous visitors a remote-follow form posting the nickname to /main/ostatus', () => {
    installFetchRouter({});
    const { container } = renderApp(<UserCard user={user()} isOwn={false} />, { userId: null });
    const form = container.querySelector('form.people-remote-follow') as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.action).toBe(`${BASE}/main/ostatus`);
    expect((form.elements.namedItem('nickname') as HTMLInputElement).value).toBe('bob');
    expect(form.elements.namedItem('profile')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remote follow' })).toBeTruthy();
    expect(screen.queryByLabelText('Private note')).toBeNull();
  });

  it('links the RSS feed as the profile url plus .rss, and an external link for remote users only', () => {
    installFetchRouter({});
    const { unmount } = renderApp(<UserCard user={user()} isOwn={false} />);
    expect(screen.getByRole('link', { name: 'RSS feed' }).getAttribute('href')).toBe(
      'https://server.test/users/bob.rss',
    );
    expect(screen.queryByRole('link', { name: 'Open on home server' })).toBeNull();
    unmount();
    renderApp(
      <UserCard
        user={user({ id: 'z', acct: 'zed@remote.example', url: 'https://remote.example/@zed' })}
        isOwn={false}
      />,
    );
    expect(screen.getByRole('link', { name: 'RSS feed' }).getAttribute('href')).toBe('https://remote.example/@zed.rss');
    expect(screen.getByRole('link', { name: 'Open on home server' }).getAttribute('href')).toBe(
      'https://remote.example/@zed',
    );
    expect(screen.queryByRole('button', { name: 'Remote follow' })).toBeNull();
  });
});

describe('chat link', () => {
  it('offers "Chat" (the chat remote’s route) on a server with chats, not on one without', () => {
    installFetchRouter({});
    const first = renderApp(<UserCard user={user()} isOwn={false} />);
    expect(screen.queryByRole('link', { name: 'Chat' })).toBeNull();
    first.unmount();
    renderApp(<UserCard user={user()} isOwn={false} />, {
      setup: (qc) => qc.setQueryData(instanceKeys.capabilities(BASE), { ...detectCapabilities({}), chats: true }),
    });
    expect(screen.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/users/alice/chats/bob');
  });

  it('is absent for someone who refuses chat messages', () => {
    installFetchRouter({});
    renderApp(<UserCard user={user({ pleroma: { accepts_chat_messages: false } })} isOwn={false} />, {
      setup: (qc) => qc.setQueryData(instanceKeys.capabilities(BASE), { ...detectCapabilities({}), chats: true }),
    });
    expect(screen.queryByRole('link', { name: 'Chat' })).toBeNull();
  });
});
