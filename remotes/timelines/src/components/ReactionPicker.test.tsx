import type { ReactElement } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteLoaderContext, type EmojiPickerProps, type RemoteModuleLoader } from '@fedi/shared';
import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import { renderApp, statusOf, wire } from '../testing/harness';
import { StatusCard } from './StatusCard';

// The shell's remote loader, mocked: composer's `./EmojiPicker` is another remote's module, never imported here.
const mockedLoad = jest.fn();
const loader: RemoteModuleLoader = <T,>(remote: string, module: string) => mockedLoad(remote, module) as Promise<T>;
const withLoader = (element: ReactElement) => (
  <RemoteLoaderContext.Provider value={loader}>{element}</RemoteLoaderContext.Provider>
);

/** Stands in for composer's picker: what it was given, and one unicode and one custom pick. */
function FakePicker({ onPick, onSticker, onClose, label }: EmojiPickerProps) {
  return (
    <div role="dialog" aria-label={label}>
      <p>{onSticker ? 'with stickers' : 'emoji only'}</p>
      <button type="button" onClick={() => onPick('🎉', null)}>
        party
      </button>
      <button type="button" onClick={() => onPick('blobcat', 'http://server.test/blobcat.png')}>
        blobcat
      </button>
      <button type="button" onClick={onClose}>
        close picker
      </button>
    </div>
  );
}

afterEach(() => mockedLoad.mockReset());

function setup() {
  const router = installFetchRouter({
    [`PUT /api/v1/pleroma/statuses/100/reactions/${encodeURIComponent('🎉')}`]: {
      body: wire({ pleroma: { emoji_reactions: [{ name: '🎉', count: 1, me: true }] } }),
    },
    'PUT /api/v1/pleroma/statuses/100/reactions/blobcat': {
      body: wire({
        pleroma: { emoji_reactions: [{ name: 'blobcat', count: 1, me: true, url: 'http://server.test/blobcat.png' }] },
      }),
    },
  });
  const status = statusOf();
  renderApp(withLoader(<StatusCard id={status.id} />), { statuses: [status] });
  return router;
}

describe('the reaction button', () => {
  it('loads nothing until it is pressed, then composer/./EmojiPicker, emoji only, named for reactions', async () => {
    mockedLoad.mockResolvedValue({ default: FakePicker });
    setup();
    expect(mockedLoad).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: 'Add reaction' }));
    const picker = await screen.findByRole('dialog', { name: 'Pick a reaction' });
    expect(mockedLoad).toHaveBeenCalledWith('composer', './EmojiPicker');
    expect(picker).toHaveTextContent('emoji only');
  });

  it('reacts with a picked unicode emoji and closes the picker', async () => {
    mockedLoad.mockResolvedValue({ default: FakePicker });
    const router = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Add reaction' }));
    await userEvent.click(await screen.findByRole('button', { name: 'party' }));
    await waitFor(() =>
      expect(router.calls.map((call) => `${call.method} ${decodeURIComponent(call.path)}`)).toContain(
        'PUT /api/v1/pleroma/statuses/100/reactions/🎉',
      ),
    );
    expect(screen.queryByRole('dialog', { name: 'Pick a reaction' })).toBeNull();
    expect(await screen.findByRole('button', { name: '🎉: 1 reaction' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reacts with a picked custom emoji by its shortcode', async () => {
    mockedLoad.mockResolvedValue(FakePicker);
    const router = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Add reaction' }));
    await userEvent.click(await screen.findByRole('button', { name: 'blobcat' }));
    await waitFor(() =>
      expect(router.calls.map((call) => `${call.method} ${call.path}`)).toContain(
        'PUT /api/v1/pleroma/statuses/100/reactions/blobcat',
      ),
    );
  });

  it('shows a labelled loading state, and Escape closes it with the focus back on the button', async () => {
    mockedLoad.mockReturnValue(new Promise(() => undefined));
    setup();
    const button = await screen.findByRole('button', { name: 'Add reaction' });
    await userEvent.click(button);
    const popup = screen.getByRole('dialog', { name: 'Pick a reaction' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the emoji picker…');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(popup, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pick a reaction' })).toBeNull());
    expect(button).toHaveFocus();
  });

  it('says the chunk failed and retries the load', async () => {
    mockedLoad.mockRejectedValue(Object.assign(new Error('offline'), { name: 'ChunkLoadError' }));
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Add reaction' }));
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Loading chunk composer/EmojiPicker failed',
    );
    mockedLoad.mockResolvedValue({ default: FakePicker });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'party' })).toBeInTheDocument();
  });
});
