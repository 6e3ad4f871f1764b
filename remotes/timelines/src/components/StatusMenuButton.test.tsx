import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StatusMenuButton } from './StatusMenuButton';

describe('StatusMenuButton', () => {
  it('is a plain menu button until first used, then opens the menu on ArrowDown with the first item focused', async () => {
    const user = userEvent.setup();
    const bookmark = jest.fn();
    const history = jest.fn();
    render(
      <StatusMenuButton
        label="More actions"
        items={[
          { key: 'bookmark', label: 'Bookmark', run: bookmark },
          { key: 'history', label: 'Edit history', run: history },
        ]}
      />,
    );
    const plain = screen.getByRole('button', { name: 'More actions' });
    expect(plain).toHaveAttribute('aria-haspopup', 'menu');
    expect(plain).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();

    plain.focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu', { name: 'More actions' });
    expect(menu).toBeVisible();
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Bookmark' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    const button = screen.getByRole('button', { name: 'More actions' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    // The loaded menu opens on click; an item runs with the button focus is to return to.
    await user.click(button);
    // Ariakit opens it after an animation frame: on a loaded machine that can take past the default second.
    await user.click(await screen.findByRole('menuitem', { name: 'Edit history' }, { timeout: 5000 }));
    expect(history).toHaveBeenCalledWith(button);
    expect(bookmark).not.toHaveBeenCalled();
  });
});
