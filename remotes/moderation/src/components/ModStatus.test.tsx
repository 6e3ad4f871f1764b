import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reloadPreferences, setPreferences, statusFromUnknown, type Status } from '@fedi/shared';
import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import { renderModeration, wireAccount } from '../testing/harness';
import { ModStatus } from './ModStatus';

const status = (media: boolean): Status =>
  statusFromUnknown({
    id: media ? 'm1' : 't1',
    content: '<p>look</p>',
    account: wireAccount('bob'),
    created_at: '2025-01-01T00:00:00.000Z',
    visibility: 'public',
    media_attachments: media ? [{ id: 'a1', type: 'image', url: 'https://server.test/a.png', preview_url: '' }] : [],
  })!;

beforeEach(() => {
  window.localStorage.clear();
  reloadPreferences();
  installFetchRouter({});
});

test('moderator wellbeing: media blurred until “Show media”, per status', async () => {
  const { container } = renderModeration(<ModStatus status={status(true)} />);
  expect(await screen.findByText('look')).toBeInTheDocument();
  expect(container.querySelector('.mod-safe-media')).not.toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Show media' }));
  expect(container.querySelector('.mod-safe-media')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Show media' })).not.toBeInTheDocument();
});

test('no blur without media, nor when the moderator turned it off', async () => {
  const { container, unmount } = renderModeration(<ModStatus status={status(false)} />);
  await screen.findByText('look');
  expect(container.querySelector('.mod-safe-media')).toBeNull();
  unmount();
  setPreferences({ moderationSafeMedia: false });
  const other = renderModeration(<ModStatus status={status(true)} />);
  await screen.findByText('look');
  expect(other.container.querySelector('.mod-safe-media')).toBeNull();
});
