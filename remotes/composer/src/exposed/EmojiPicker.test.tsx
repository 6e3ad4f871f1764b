import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import type { PickerEmoji } from '../emoji/data';
import { renderWithShell } from '../testing/harness';
import ExposedEmojiPicker from './EmojiPicker';

const unicode: PickerEmoji[] = [{ shortcode: 'tada', replacement: '🎉', group: 'activities', keywords: 'tada party' }];

jest.mock('../emoji/data', () => ({
  ...jest.requireActual('../emoji/data'),
  loadUnicodeEmoji: jest.fn(async () => unicode),
}));

beforeEach(() => {
  localStorage.clear();
  installFetchRouter({
    'GET /api/v1/pleroma/emoji': { body: { blobcat: { image_url: '/blobcat.png', tags: ['custom'] } } },
    'GET /static/stickers.json': { body: { dev: '/static/stickers/dev/' } },
    'GET /static/stickers/dev/pack.json': { body: { title: 'Dev stickers', files: ['a.png'] } },
  });
});

describe("composer's exposed ./EmojiPicker", () => {
  it('gives a unicode pick as its character and a custom one as shortcode and image, named by the caller', async () => {
    const onPick = jest.fn();
    renderWithShell(<ExposedEmojiPicker label="Pick a reaction" onPick={onPick} onClose={() => {}} />);
    const picker = screen.getByRole('dialog', { name: 'Pick a reaction' });
    await userEvent.click(await within(picker).findByRole('button', { name: 'tada' }));
    expect(onPick).toHaveBeenLastCalledWith('🎉', null);
    await userEvent.click(within(picker).getAllByRole('button', { name: 'blobcat' })[0]!);
    expect(onPick).toHaveBeenLastCalledWith('blobcat', expect.stringMatching(/\/blobcat\.png$/));
  });

  it('offers no Stickers tab without onSticker, and one with it', async () => {
    const { unmount } = renderWithShell(<ExposedEmojiPicker onPick={() => {}} onClose={() => {}} />);
    await screen.findByRole('button', { name: 'tada' });
    expect(screen.queryByRole('tab', { name: 'Stickers' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close emoji picker' })).toBeInTheDocument();
    unmount();
    const onSticker = jest.fn();
    renderWithShell(<ExposedEmojiPicker onPick={() => {}} onSticker={onSticker} onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Stickers' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sticker a.png' }));
    expect(onSticker).toHaveBeenCalledWith(expect.objectContaining({ pack: 'dev', name: 'a.png' }));
  });
});
