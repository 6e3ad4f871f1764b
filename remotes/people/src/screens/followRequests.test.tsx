import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { reloadPreferences, setPreferences } from '@fedi/shared';
import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import { renderApp, wireAccount } from '../testing/harness';
import { FollowRequestsScreen } from './FollowRequests';

afterEach(() => {
  cleanup();
  localStorage.clear();
  reloadPreferences();
});

describe('follow requests confirm dialogs (modalOnApproveFollow / modalOnDenyFollow)', () => {
  it('asks before approving when modalOnApproveFollow is set, then removes the request and counts down', async () => {
    setPreferences({ modalOnApproveFollow: true });
    const { calls } = installFetchRouter({
      'GET /api/v1/follow_requests': {
        body: [
          wireAccount({ id: 'd', acct: 'dave', username: 'dave' }),
          wireAccount({ id: 'e', acct: 'erin', username: 'erin' }),
        ],
      },
      'POST /api/v1/follow_requests/d/authorize': { body: { id: 'd', followed_by: true } },
    });
    renderApp(<FollowRequestsScreen />);
    await screen.findByText('@dave');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('2');
    fireEvent.click(screen.getAllByRole('button', { name: 'Approve' })[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve the follow request of @dave?' });
    expect(calls.map((call) => call.key)).not.toContain('POST /api/v1/follow_requests/d/authorize');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByText('@dave')).toBeNull());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('1');
    expect(calls.map((call) => call.key)).toContain('POST /api/v1/follow_requests/d/authorize');
  });

  it('denies at once when modalOnDenyFollow is off (the default)', async () => {
    const { calls } = installFetchRouter({
      'GET /api/v1/follow_requests': { body: [wireAccount({ id: 'e', acct: 'erin', username: 'erin' })] },
      'POST /api/v1/follow_requests/e/reject': { body: { id: 'e', followed_by: false } },
    });
    renderApp(<FollowRequestsScreen />);
    await screen.findByText('@erin');
    fireEvent.click(screen.getByRole('button', { name: 'Deny' }));
    await waitFor(() => expect(screen.queryByText('@erin')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.map((call) => call.key)).toContain('POST /api/v1/follow_requests/e/reject');
    expect(screen.getByText('No follow requests.')).toBeTruthy();
  });

  it('keeps the request and shows the error when the server refuses', async () => {
    installFetchRouter({
      'GET /api/v1/follow_requests': { body: [wireAccount({ id: 'e', acct: 'erin', username: 'erin' })] },
      'POST /api/v1/follow_requests/e/authorize': { status: 500, body: { error: 'nope' } },
    });
    renderApp(<FollowRequestsScreen />);
    await screen.findByText('@erin');
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('@erin')).toBeTruthy();
  });
});

describe('follow requests: empty, error and retry', () => {
  it('a failure shows the §8 text with Retry; Retry loads the empty list and its designed empty state', async () => {
    let fail = true;
    const { calls } = installFetchRouter({
      'GET /api/v1/follow_requests': () => (fail ? { status: 500, body: {} } : { body: [] }),
    });
    renderApp(<FollowRequestsScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Internal Server Error');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No follow requests.')).toBeInTheDocument();
    expect(screen.getByText('When someone asks to follow you, you can accept them here.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((call) => call.key === 'GET /api/v1/follow_requests').length).toBeGreaterThanOrEqual(2);
  });
});
