import { installFetchRouter, type FetchCall } from '../../../../shared/testing/fetchRouter';
import { renderWithShell, wireStatus } from '../testing/harness';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reloadPreferences, setPreferences } from '@fedi/shared';
import ComposerModal from '../exposed/ComposerModal';

jest.setTimeout(20_000);

beforeEach(() => {
  localStorage.clear();
  reloadPreferences();
  setPreferences({ modalOnPublicPost: true });
});

const textBox = () => screen.getByRole('textbox', { name: 'Post text' });
const posted = (calls: FetchCall[]) => calls.some((c) => c.method === 'POST' && c.path === '/api/v1/statuses');

describe('the confirmation before posting (the shared confirm dialog)', () => {
  it('starts on its confirm button; Escape answers it alone and keeps the text', async () => {
    const { calls } = installFetchRouter({ 'POST /api/v1/statuses': { body: wireStatus({ id: 'NEW' }) } });
    const onClose = jest.fn();
    renderWithShell(<ComposerModal state="visible" onClose={onClose} onTogglePeek={() => {}} options={{}} />);
    fireEvent.change(textBox(), { target: { value: 'to everyone' } });
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm posting' });
    expect(dialog).toHaveTextContent('Post this public post?');
    expect(within(dialog).getByRole('button', { name: 'Post' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(textBox()).toHaveValue('to everyone');
    expect(textBox()).toHaveFocus();
    expect(posted(calls)).toBe(false);
  });

  it('posts once confirmed, and the modal closes', async () => {
    const { calls } = installFetchRouter({ 'POST /api/v1/statuses': { body: wireStatus({ id: 'NEW' }) } });
    const onClose = jest.fn();
    renderWithShell(<ComposerModal state="visible" onClose={onClose} onTogglePeek={() => {}} options={{}} />);
    fireEvent.change(textBox(), { target: { value: 'to everyone' } });
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(posted(calls)).toBe(true);
  });
});

describe('the question before closing with text', () => {
  it('takes the focus; Escape there goes back to writing, without closing', async () => {
    installFetchRouter({});
    const onClose = jest.fn();
    renderWithShell(<ComposerModal state="visible" onClose={onClose} onTogglePeek={() => {}} options={{}} />);
    fireEvent.change(textBox(), { target: { value: 'half a thought' } });
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    const ask = screen.getByRole('alertdialog', { name: 'Close the composer?' });
    expect(within(ask).getByRole('button', { name: 'Keep draft and close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(textBox()).toBeVisible();
    expect(textBox()).toHaveValue('half a thought');
  });
});
