import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { Dialog, type DialogKind } from './Dialog';
import { ModalFrame } from './ModalFrame';
import { Menu, MenuItem } from '../widgets/Menu';

/** A page with an opener button, a link behind, and a dialog that the button opens. */
function Page({
  kind = 'modal',
  closeOnBackdrop,
  onClose,
}: {
  kind?: DialogKind;
  closeOnBackdrop?: boolean;
  onClose?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a href="#behind">behind</a>
      <button type="button" onClick={() => setOpen((value) => !value)}>
        open
      </button>
      {open && (
        <Dialog
          kind={kind}
          aria-labelledby="t"
          closeOnBackdrop={closeOnBackdrop}
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        >
          <h2 id="t">Title</h2>
          <button type="button">first</button>
          <input aria-label="middle" />
          <button type="button">last</button>
        </Dialog>
      )}
    </>
  );
}

async function openWithKeyboard(user: ReturnType<typeof userEvent.setup>) {
  screen.getByRole('button', { name: 'open' }).focus();
  await user.keyboard('{Enter}');
}

afterEach(() => {
  document.documentElement.removeAttribute('style');
});

describe('Dialog', () => {
  it('is a modal dialog named by its title, focus starts inside and Tab stays inside', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await openWithKeyboard(user);
    const dialog = screen.getByRole('dialog', { name: 'Title' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'first' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'middle' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'first' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'last' })).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to the opener', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Page onClose={onClose} />);
    await openWithKeyboard(user);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'open' })).toHaveFocus();
  });

  it('closes on a backdrop click only where the caller allows it, never on a click inside', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Page closeOnBackdrop />);
    await openWithKeyboard(user);
    const dialog = screen.getByRole('dialog');
    // Inside the dialog's box (jsdom lays nothing out: the box is 0,0 - 0,0).
    fireEvent.mouseDown(dialog, { clientX: 0, clientY: 0 });
    fireEvent.click(dialog, { clientX: 0, clientY: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // A press that starts inside and ends outside is not a backdrop click.
    fireEvent.mouseDown(screen.getByRole('button', { name: 'first' }), { clientX: 0, clientY: 0 });
    fireEvent.click(dialog, { clientX: 500, clientY: 300 });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(dialog, { clientX: 500, clientY: 300 });
    fireEvent.click(dialog, { clientX: 500, clientY: 300 });
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    render(<Page />);
    await openWithKeyboard(user);
    fireEvent.mouseDown(screen.getByRole('dialog'), { clientX: 500, clientY: 300 });
    fireEvent.click(screen.getByRole('dialog'), { clientX: 500, clientY: 300 });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('locks page scroll while a modal is open, reserving the scrollbar gap when there is a scrollbar', async () => {
    const user = userEvent.setup();
    const root = document.documentElement;
    // A 1024 px window whose page shows a 15 px scrollbar; the body has 10 px of padding of its own.
    jest.spyOn(root, 'clientWidth', 'get').mockReturnValue(window.innerWidth - 15);
    document.body.style.padding = '0 10px';
    render(<Page />);
    await openWithKeyboard(user);
    expect(root.style.overflow).toBe('hidden');
    expect(document.body.style.paddingRight).toBe('25px');
    expect(root.style.getPropertyValue('--scrollbar-gap')).toBe('15px');
    await user.keyboard('{Escape}');
    expect(root.style.overflow).toBe('');
    expect(document.body.style.paddingRight).toBe('10px');
    expect(root.style.getPropertyValue('--scrollbar-gap')).toBe('');

    // No scrollbar: nothing to reserve.
    jest.spyOn(root, 'clientWidth', 'get').mockReturnValue(window.innerWidth);
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(root.style.overflow).toBe('hidden');
    expect(document.body.style.paddingRight).toBe('10px');
    await user.keyboard('{Escape}');
    expect(root.style.overflow).toBe('');
    document.body.removeAttribute('style');
  });

  it('a confirm over a modal: alertdialog; Escape closes the top one only and focus returns into the modal; the lock stays until the last closes', async () => {
    const user = userEvent.setup();
    function Nested() {
      const [modal, setModal] = useState(true);
      const [asking, setAsking] = useState(false);
      return modal ? (
        <ModalFrame
          title="Settings"
          state="visible"
          onClose={() => setModal(false)}
          onTogglePeek={() => undefined}
          peekable={false}
        >
          <button type="button" onClick={() => setAsking(true)}>
            delete
          </button>
          {asking && (
            <ConfirmDialog
              title="Really?"
              confirmLabel="Yes"
              onConfirm={() => setAsking(false)}
              onCancel={() => setAsking(false)}
            />
          )}
        </ModalFrame>
      ) : (
        <p>closed</p>
      );
    }
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'delete' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Really?' });
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    expect(confirm).toHaveAttribute('aria-modal', 'true');
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'delete' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('keeps keys inside a modal from the page’s own shortcuts', async () => {
    const user = userEvent.setup();
    const pageKeys = jest.fn();
    window.addEventListener('keydown', pageKeys);
    render(<Page />);
    await openWithKeyboard(user);
    pageKeys.mockClear();
    await user.keyboard('j');
    expect(pageKeys).not.toHaveBeenCalled();
    window.removeEventListener('keydown', pageKeys);
  });

  it('lets a child that handled Escape keep the dialog open', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <Dialog aria-label="with a list" onClose={onClose}>
        <input aria-label="field" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()} />
      </Dialog>,
    );
    expect(screen.getByRole('textbox', { name: 'field' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a menu open inside a modal: Escape closes the menu only, the next Escape the modal (issue 28 #12)', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <Dialog aria-label="moderation" onClose={onClose}>
        <Menu label="Moderate" button={<button type="button">Moderate</button>}>
          <MenuItem onClick={() => undefined}>Silence</MenuItem>
        </Menu>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Moderate' }));
    expect(await screen.findByRole('menuitem', { name: 'Silence' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu', { name: 'Moderate' })).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Moderate' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('an inner layer (an element marked data-escape-layer with its own Escape) takes the Escape: the modal stays', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    function Inner() {
      const [open, setOpen] = useState(true);
      return open ? (
        <section data-escape-layer="" aria-label="drafts">
          <button type="button" onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
            draft
          </button>
        </section>
      ) : (
        <p>composer</p>
      );
    }
    render(
      <Dialog aria-label="composer" onClose={onClose}>
        <Inner />
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'draft' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByText('composer')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a popup (non-modal): no scroll lock, Escape and a press outside close it, focus goes back to its button', async () => {
    const user = userEvent.setup();
    render(<Page kind="popup" />);
    await openWithKeyboard(user);
    const popup = screen.getByRole('dialog', { name: 'Title' });
    expect(popup).not.toHaveAttribute('aria-modal');
    expect(document.documentElement.style.overflow).toBe('');
    expect(screen.getByRole('button', { name: 'first' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'open' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // Its own button toggles it (no close-then-reopen).
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'open' }));
    await user.click(screen.getByRole('button', { name: 'first' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'behind' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a minimised modal (non-modal) keeps the page usable and ignores Escape; restoring it makes it modal again', async () => {
    const user = userEvent.setup();
    function Peek() {
      const [state, setState] = useState<'visible' | 'minimized'>('visible');
      return (
        <ModalFrame
          title="Settings"
          state={state}
          onClose={() => undefined}
          onTogglePeek={() => setState((s) => (s === 'visible' ? 'minimized' : 'visible'))}
        >
          <p>content</p>
        </ModalFrame>
      );
    }
    render(<Peek />);
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'modal.minimize' }));
    const bar = screen.getByRole('dialog', { name: 'Settings' });
    expect(bar).not.toHaveAttribute('aria-modal');
    expect(bar).toHaveClass('modal-minimized');
    expect(screen.queryByText('content')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
    expect(screen.getByRole('button', { name: 'modal.restore' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'modal.restore' }));
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Settings' })).toHaveAttribute('aria-modal', 'true');
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('tells the caller when the browser closes it by itself', async () => {
    const onClose = jest.fn();
    render(
      <Dialog aria-label="closed by the browser" onClose={onClose}>
        <button type="button">ok</button>
      </Dialog>,
    );
    act(() => (screen.getByRole('dialog') as HTMLDialogElement).close());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
