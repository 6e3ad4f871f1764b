import { fireEvent, screen } from '@testing-library/react';
import { renderWithShell } from '../testing/harness';
import { DraftsList } from './DraftsList';

describe('the Drafts view inside the composer', () => {
  it('is a layer of its own: Escape on any of its buttons goes back to the composer', () => {
    const onClose = jest.fn();
    renderWithShell(<DraftsList userId="alice" onOpen={() => undefined} onClose={onClose} />);
    const view = screen.getByRole('region', { name: 'Drafts' });
    // The dialog leaves an Escape inside a marked layer to the layer (shared Dialog, issue 28 #12).
    expect(view).toHaveAttribute('data-escape-layer');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Back' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Back' }), { key: 'Enter' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
