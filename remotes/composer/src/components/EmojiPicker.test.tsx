import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import { renderWithShell } from '../testing/harness';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '@fedi/shared';
import type { PickerEmoji } from '../emoji/data';
import { EmojiPicker, FIRST_BATCH } from './EmojiPicker';

const many: PickerEmoji[] = Array.from({ length: 1000 }, (_, i) => ({
  shortcode: `e${i}`,
  replacement: `U${i}`,
  group: 'x',
  keywords: `e${i}`,
}));

jest.mock('../emoji/data', () => ({
  ...jest.requireActual('../emoji/data'),
  loadUnicodeEmoji: jest.fn(async () => many),
}));

beforeEach(() => localStorage.clear());

function renderPicker() {
  // Custom emoji and stickers come from the shared startup queries (the same requests the shell makes).
  installFetchRouter({
    'GET /api/v1/pleroma/emoji': { body: { blobcat: { image_url: '/blobcat.png', tags: ['custom'] } } },
    'GET /static/stickers.json': { body: { dev: '/static/stickers/dev/' } },
    'GET /static/stickers/dev/pack.json': { body: { title: 'Dev stickers', files: ['a.png'] } },
  });
  const client = createApiClient({ baseUrl: 'http://test.invalid' });
  const onPick = jest.fn();
  const onSticker = jest.fn();
  renderWithShell(<EmojiPicker client={client} onPick={onPick} onSticker={onSticker} onClose={() => {}} />);
  return { onPick, onSticker };
}

it('renders only the visible rows of the grid and loads a first batch', async () => {
  const { onPick } = renderPicker();
  const grid = await screen.findByTestId('emoji-grid');
  await screen.findByRole('button', { name: 'blobcat' });
  const shown = within(grid).getAllByRole('button').length;
  expect(shown).toBeGreaterThan(8);
  expect(shown).toBeLessThan(200);
  expect(screen.getByRole('button', { name: 'Load all (1001)' })).toBeInTheDocument();
  expect(FIRST_BATCH).toBeLessThan(1001);
  fireEvent.scroll(grid, { target: { scrollTop: 40 * 40 } });
  expect(within(grid).queryByRole('button', { name: 'blobcat' })).not.toBeInTheDocument();
  await userEvent.click(within(grid).getAllByRole('button')[0]!);
  expect(onPick).toHaveBeenCalled();
});

it('searches after 500 ms and remembers picked emoji as recent', async () => {
  jest.useFakeTimers();
  try {
    const { onPick } = renderPicker();
    await act(async () => {});
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search emoji' }), { target: { value: 'e999' } });
    act(() => jest.advanceTimersByTime(500));
    const grid = screen.getByTestId('emoji-grid');
    const hit = within(grid).getByRole('button', { name: 'e999' });
    fireEvent.click(hit);
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ replacement: 'U999' }));
    expect(JSON.parse(localStorage.getItem('fedi:composer:recent-emoji') ?? '[]')).toEqual([
      expect.objectContaining({ shortcode: 'e999' }),
    ]);
  } finally {
    jest.useRealTimers();
  }
});

it('has a sticker tab that picks stickers', async () => {
  const { onSticker } = renderPicker();
  await userEvent.click(screen.getByRole('tab', { name: 'Stickers' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Sticker a.png' }));
  expect(onSticker).toHaveBeenCalledWith(expect.objectContaining({ name: 'dev' }), {
    name: 'a.png',
    url: '/static/stickers/dev/a.png',
  });
});
