import { fireEvent, render, screen } from '@testing-library/react';
import '../testing/harness';
import type { Attachment } from '@fedi/shared';
import MediaViewer, { wrapIndex } from './MediaViewer';

const item = (id: string, description = ''): Attachment => ({
  id,
  type: 'image',
  url: `https://m/${id}.png`,
  preview_url: '',
  description,
});

describe('MediaViewer', () => {
  it('wraps indexes both ways', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
  });

  it('shows the counter and description, moves with arrows (wrapping) and closes on Escape', () => {
    const onClose = jest.fn();
    render(<MediaViewer attachments={[item('a', 'first'), item('b', 'second')]} initialIndex={0} onClose={onClose} />);
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
    expect(screen.getByText('first')).toBeInTheDocument();
    // Keys go to the focused element, as in a browser: focus starts on the close button.
    expect(screen.getByRole('button', { name: 'Close media viewer' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('has no previous/next buttons for a single item', () => {
    render(<MediaViewer attachments={[item('a')]} initialIndex={0} onClose={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close media viewer' })).toBeInTheDocument();
  });
});
