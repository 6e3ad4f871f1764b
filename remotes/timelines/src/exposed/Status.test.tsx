import { screen } from '@testing-library/react';
import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import { renderApp, statusOf } from '../testing/harness';
import Status from './Status';

describe('exposed Status', () => {
  const mutedAuthor = () =>
    statusOf({
      id: '400',
      content: '<p>from a muted author</p>',
      account: {
        id: 'bob',
        acct: 'bob',
        username: 'bob',
        display_name: 'Bob',
        avatar: '',
        url: 'https://server.test/users/bob',
        pleroma: { relationship: { id: 'bob', muting: true } },
      },
    });

  it('mutes a muted author’s post elsewhere', () => {
    installFetchRouter({ 'GET /api/v1/blocks': { body: [] }, 'GET /api/v1/mutes': { body: [] } });
    renderApp(<Status status={mutedAuthor()} />);
    expect(screen.queryByText('from a muted author')).toBeNull();
    expect(screen.getByText('Muted post')).toBeInTheDocument();
  });

  it('shows it on that author’s own profile (profileUserId)', () => {
    installFetchRouter({ 'GET /api/v1/blocks': { body: [] }, 'GET /api/v1/mutes': { body: [] } });
    renderApp(<Status status={mutedAuthor()} profileUserId="bob" />);
    expect(screen.getByText('from a muted author')).toBeInTheDocument();
  });
});
