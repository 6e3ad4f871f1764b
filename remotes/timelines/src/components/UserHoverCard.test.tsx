import { act, fireEvent, screen } from '@testing-library/react';
import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import { renderApp, statusOf } from '../testing/harness';
import { StatusCard } from './StatusCard';

const author = {
  id: 'bob',
  acct: 'bob',
  username: 'bob',
  display_name: 'Bob Builder',
  avatar: 'https://server.test/bob.png',
  url: 'https://server.test/users/bob',
  note: '<p>Builds <b>things</b><script>window.__pwned=1</script></p>',
  followers_count: 12,
  following_count: 1,
  statuses_count: 345,
  bot: true,
};

const waitDelay = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 40));
  });

describe('hover popover on names and avatars (spec §2)', () => {
  it('previews the author after a short hover and closes when the pointer leaves', async () => {
    const { calls } = installFetchRouter({});
    const status = statusOf({ account: author });
    renderApp(<StatusCard id={status.id} />, { statuses: [status] });
    const name = screen.getByRole('link', { name: 'Bob Builder' });
    fireEvent.mouseEnter(name);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await waitDelay();
    const card = screen.getByRole('tooltip');
    expect(card).toHaveTextContent('@bob');
    expect(card).toHaveTextContent('Builds things');
    expect(card).toHaveTextContent('345 posts');
    expect(card).toHaveTextContent('12 followers');
    expect(card).toHaveTextContent('1 following');
    expect(card).toHaveTextContent('Bot');
    expect(card.querySelector('script')).toBeNull();
    // the account came with the status: nothing fetched
    expect(calls.filter((call) => call.path.includes('/accounts/'))).toEqual([]);
    fireEvent.mouseLeave(name);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens on keyboard focus, describes the focused name, and closes on Escape and blur', async () => {
    installFetchRouter({});
    const status = statusOf({ account: author });
    renderApp(<StatusCard id={status.id} />, { statuses: [status] });
    const name = screen.getByRole('link', { name: 'Bob Builder' });
    act(() => name.focus());
    await waitDelay();
    const card = screen.getByRole('tooltip');
    expect(name.closest('.user-hover')).toHaveAttribute('aria-describedby', card.id);
    fireEvent.keyDown(name, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.focus(name);
    await waitDelay();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.blur(name, { relatedTarget: document.body });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows on the avatar too, which stays out of the tab order', async () => {
    installFetchRouter({});
    const status = statusOf({ account: author });
    const { container } = renderApp(<StatusCard id={status.id} />, { statuses: [status] });
    const avatarLink = container.querySelector('.status-avatar a') as HTMLElement;
    expect(avatarLink).toHaveAttribute('tabindex', '-1');
    fireEvent.mouseEnter(avatarLink);
    await waitDelay();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Bob Builder');
  });
});
