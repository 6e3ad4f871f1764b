import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as dialogs from './dialogs';
import { createDialogStandIns } from './lazyDialogs';

describe('dialog stand-ins', () => {
  it('render nothing until the chunk is here, then the real dialog', async () => {
    let arrive!: (module: typeof dialogs) => void;
    const { ConfirmDialog } = createDialogStandIns(() => new Promise((done) => (arrive = done)));
    const { container } = render(
      <ConfirmDialog
        title="Delete?"
        confirmLabel="Delete"
        cancelLabel="Keep"
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    expect(container).toBeEmptyDOMElement();
    await act(async () => arrive(dialogs));
    expect(await screen.findByRole('alertdialog', { name: 'Delete?' })).toBeInTheDocument();
  });

  it('say the download failed, close on request, and try again on Retry', async () => {
    let attempts = 0;
    const { Dialog } = createDialogStandIns(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('ChunkLoadError')) : Promise.resolve(dialogs);
    });
    const onClose = jest.fn();
    render(
      <Dialog aria-label="Pick" onClose={onClose}>
        <button type="button">Inside</button>
      </Dialog>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('shared:errors.network');
    await userEvent.click(screen.getByRole('button', { name: 'modal.close' }));
    expect(onClose).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'shared:query.retry' }));
    expect(await screen.findByRole('dialog', { name: 'Pick' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
