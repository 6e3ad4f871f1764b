import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { RemoteLoaderContext, statusFromUnknown, type RemoteModuleLoader, type Status } from '@fedi/shared';
import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import { renderApp, wireAccount } from '../testing/harness';
import { RemoteStatus } from './RemoteStatus';

const mockedLoad = jest.fn();
const loader: RemoteModuleLoader = <T,>(remote: string, module: string) => mockedLoad(remote, module) as Promise<T>;
const withLoader = (element: ReactElement) => (
  <RemoteLoaderContext.Provider value={loader}>{element}</RemoteLoaderContext.Provider>
);

function status(): Status {
  const parsed = statusFromUnknown({
    id: '7',
    created_at: '2025-01-01T00:00:00Z',
    content: '<p>plain fallback text</p>',
    visibility: 'public',
    account: wireAccount(),
    mentions: [],
    media_attachments: [],
    emojis: [],
    tags: [],
  });
  if (!parsed) throw new Error('bad status');
  return parsed;
}

describe('RemoteStatus', () => {
  beforeEach(() => installFetchRouter({}));

  it('renders timelines’ Status with the status and its id', async () => {
    mockedLoad.mockResolvedValue({ default: ({ id }: { id?: string }) => <p>remote status {id}</p> });
    renderApp(withLoader(<RemoteStatus status={status()} />));
    expect(await screen.findByText('remote status 7')).toBeTruthy();
    expect(mockedLoad).toHaveBeenCalledWith('timelines', './Status');
  });

  it('passes the viewed profile’s user id on, so that author’s muted posts show on their own profile', async () => {
    mockedLoad.mockResolvedValue({
      default: ({ profileUserId }: { profileUserId?: string | null }) => <p>profile {String(profileUserId)}</p>,
    });
    const { unmount } = renderApp(withLoader(<RemoteStatus status={status()} profileUserId="u-9" />));
    expect(await screen.findByText('profile u-9')).toBeTruthy();
    unmount();
    renderApp(withLoader(<RemoteStatus status={status()} />));
    expect(await screen.findByText('profile null')).toBeTruthy();
  });

  it('falls back to the plain text with a retry when the module fails', async () => {
    mockedLoad.mockRejectedValue(new Error('offline'));
    renderApp(withLoader(<RemoteStatus status={status()} />));
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('plain fallback text')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
