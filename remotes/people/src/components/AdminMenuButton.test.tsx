import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteLoaderContext, normalizeUser, type AdminMenuProps, type RemoteModuleLoader } from '@fedi/shared';
import { renderApp, wireAccount } from '../testing/harness';
import { AdminMenuButton } from './AdminMenuButton';

const bob = normalizeUser(wireAccount() as never);

function setup(role: 'admin' | 'moderator' | 'member') {
  const loads: string[] = [];
  const loader = (async (remote: string, module: string) => {
    loads.push(`${remote}/${module}`);
    return {
      default: ({ user, defaultOpen }: AdminMenuProps) => (
        <p>
          menu of {user.acct} {defaultOpen ? 'open' : 'closed'}
        </p>
      ),
    };
  }) as unknown as RemoteModuleLoader;
  renderApp(
    <RemoteLoaderContext.Provider value={loader}>
      <AdminMenuButton user={bob} />
    </RemoteLoaderContext.Provider>,
    { role },
  );
  return loads;
}

test('an ordinary user sees no admin menu and loads no moderation code', () => {
  const loads = setup('member');
  expect(screen.queryByRole('button', { name: 'Moderate @bob' })).not.toBeInTheDocument();
  expect(loads).toEqual([]);
});

test('staff: a plain button until pressed, then moderation’s ./AdminMenu opens at once', async () => {
  const loads = setup('moderator');
  expect(loads).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: 'Moderate @bob' }));
  expect(await screen.findByText('menu of bob open')).toBeInTheDocument();
  expect(loads).toEqual(['moderation/./AdminMenu']);
});
