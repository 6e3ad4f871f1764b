import { fireEvent, screen, within } from '@testing-library/react';
import { RemoteLoaderContext, type RemoteModuleLoader, type StatusModerationProps } from '@fedi/shared';
import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import { renderApp, statusOf } from '../testing/harness';
import { StatusCard } from './StatusCard';

function setup(role: 'admin' | 'moderator' | 'member', adminDialect: 'pleroma' | 'mastodon' | null = 'pleroma') {
  installFetchRouter({});
  const loads: string[] = [];
  const loader = (async (remote: string, module: string) => {
    loads.push(`${remote}/${module}`);
    return { default: ({ statusId }: StatusModerationProps) => <p>moderating {statusId}</p> };
  }) as unknown as RemoteModuleLoader;
  const status = statusOf();
  renderApp(
    <RemoteLoaderContext.Provider value={loader}>
      <StatusCard id={status.id} />
    </RemoteLoaderContext.Provider>,
    { role, statuses: [status], caps: { adminDialect } },
  );
  return { loads, status };
}

async function menu() {
  fireEvent.click(await screen.findByRole('button', { name: 'More actions' }));
  return screen.findByRole('menu');
}

it('an ordinary user has no "Moderate post"', async () => {
  const { loads } = setup('member');
  expect(within(await menu()).queryByRole('menuitem', { name: 'Moderate post' })).not.toBeInTheDocument();
  expect(loads).toEqual([]);
});

it('neither has staff on a server without Pleroma’s admin statuses', async () => {
  setup('admin', 'mastodon');
  expect(within(await menu()).queryByRole('menuitem', { name: 'Moderate post' })).not.toBeInTheDocument();
});

it('a moderator’s "Moderate post" loads moderation’s ./StatusModeration only when chosen', async () => {
  const { loads, status } = setup('moderator');
  const item = within(await menu()).getByRole('menuitem', { name: 'Moderate post' });
  expect(loads).toEqual([]);
  fireEvent.click(item);
  expect(await screen.findByText(`moderating ${status.id}`)).toBeInTheDocument();
  expect(loads).toEqual(['moderation/./StatusModeration']);
});
