import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { deriveInstanceConfig, instanceKeys } from '@fedi/shared';
import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import { renderShellPart, TEST_BASE } from '../../testing/renderShellPart';
import { NavPanel } from './NavPanel';

beforeEach(() => window.localStorage.clear());
const setup = (queryClient: QueryClient) =>
  queryClient.setQueryData(instanceKeys.config(TEST_BASE), deriveInstanceConfig({}, TEST_BASE));

describe('desktop nav panel (issue 28 #1)', () => {
  it('links the signed-in destinations, marks the page shown and counts unread announcements', async () => {
    installFetchRouter({
      'GET /api/v1/announcements': {
        body: [
          { id: '1', content: '<p>a</p>', read: false, published_at: '2024-01-01T00:00:00Z', reactions: [] },
          { id: '2', content: '<p>b</p>', read: true, published_at: '2024-01-01T00:00:00Z', reactions: [] },
        ],
      },
    });
    renderShellPart(<NavPanel />, { path: '/lists', setup });
    const nav = screen.getByRole('navigation', { name: 'Navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/main/friends',
      '/users/alice/interactions',
      '/lists',
      '/announcements',
      '/bookmarks',
      '/users/alice/dms',
      '/about',
    ]);
    expect(within(nav).getByRole('link', { name: 'Lists' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Timelines' })).not.toHaveAttribute('aria-current');
    expect(await within(nav).findByRole('link', { name: 'Announcements 1 new' })).toBeInTheDocument();
  });

  it('moves the current mark when an entry is followed by keyboard', async () => {
    installFetchRouter({});
    renderShellPart(<NavPanel />, { path: '/main/friends', setup });
    const nav = screen.getByRole('navigation', { name: 'Navigation' });
    expect(within(nav).getByRole('link', { name: 'Timelines' })).toHaveAttribute('aria-current', 'page');
    within(nav).getByRole('link', { name: 'Bookmarks' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(within(nav).getByRole('link', { name: 'Bookmarks' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Timelines' })).not.toHaveAttribute('aria-current');
  });
});

it('the timelines entry goes home when the last timeline was bookmarks or DMs (they have entries of their own)', () => {
  installFetchRouter({});
  window.localStorage.setItem('fedi:lastTimeline', '/users/alice/dms');
  renderShellPart(<NavPanel />, { path: '/about', setup });
  expect(screen.getByRole('link', { name: 'Timelines' })).toHaveAttribute('href', '/main/friends');
});
