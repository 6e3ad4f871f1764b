import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import { renderWithShell, wireStatus } from '../testing/harness';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { reloadPreferences, useBusEvent, type ComposerOpenOptions } from '@fedi/shared';
import { loadDraft } from '../drafts';
import ComposerModal from '../exposed/ComposerModal';

// The shell's modal host in small: each composer:open gives the modal new options and makes it visible.
function Host() {
  const [options, setOptions] = useState<ComposerOpenOptions>({});
  const [state, setState] = useState<'visible' | 'minimized'>('visible');
  useBusEvent(
    'composer:open',
    useCallback((next: ComposerOpenOptions) => {
      setOptions(next);
      setState('visible');
    }, []),
  );
  return (
    <ComposerModal
      state={state}
      onClose={() => {}}
      onTogglePeek={() => setState((now) => (now === 'visible' ? 'minimized' : 'visible'))}
      options={options}
    />
  );
}

const textBox = () => screen.getByRole('textbox', { name: 'Post text' });
const cwBox = () => screen.getByRole('textbox', { name: 'Content warning' });

beforeEach(() => {
  localStorage.clear();
  reloadPreferences();
});

describe('a message for the composer that is already open (spec §2 message query)', () => {
  it('is added after what is typed, in the same composer, nothing lost', async () => {
    installFetchRouter({});
    const { bus } = renderWithShell(<Host />);
    const box = textBox();
    fireEvent.change(box, { target: { value: 'my own words' } });
    fireEvent.change(cwBox(), { target: { value: 'my subject' } });
    act(() => void bus.emit('composer:open', { message: 'https://example.test/shared' }));
    await waitFor(() => expect(textBox()).toHaveValue('my own words\n\nhttps://example.test/shared'));
    // Not remounted: the same element, the subject kept.
    expect(textBox()).toBe(box);
    expect(cwBox()).toHaveValue('my subject');
    expect(loadDraft('A', 'status')?.status).toBe('my own words\n\nhttps://example.test/shared');
  });

  it('adds each new message once, in the order they came', async () => {
    installFetchRouter({});
    const { bus } = renderWithShell(<Host />);
    fireEvent.change(textBox(), { target: { value: 'start' } });
    act(() => void bus.emit('composer:open', { message: 'one' }));
    act(() => void bus.emit('composer:open', { message: 'one' }));
    act(() => void bus.emit('composer:open', { message: 'two' }));
    await waitFor(() => expect(textBox()).toHaveValue('start\n\none\n\ntwo'));
  });

  it('reaches a minimized composer when it is shown again', async () => {
    installFetchRouter({});
    const { bus } = renderWithShell(<Host />);
    fireEvent.change(textBox(), { target: { value: 'half a thought' } });
    fireEvent.click(screen.getByRole('button', { name: 'modal.minimize' }));
    expect(screen.queryByRole('textbox', { name: 'Post text' })).toBeNull();
    act(() => void bus.emit('composer:open', { message: 'the link' }));
    await waitFor(() => expect(textBox()).toHaveValue('half a thought\n\nthe link'));
  });

  it('goes into an open reply, which stays a reply', async () => {
    installFetchRouter({ 'GET /api/v1/statuses/S1': { body: wireStatus() } });
    const { bus } = renderWithShell(<Host />);
    act(() => void bus.emit('composer:open', { replyTo: 'S1' }));
    expect(await screen.findByRole('dialog', { name: 'Reply' })).toBeInTheDocument();
    await waitFor(() => expect(textBox()).toHaveValue('@bob '));
    fireEvent.change(textBox(), { target: { value: '@bob agreed' } });
    act(() => void bus.emit('composer:open', { message: 'see this' }));
    await waitFor(() => expect(textBox()).toHaveValue('@bob agreed\n\nsee this'));
    expect(screen.getByRole('dialog', { name: 'Reply' })).toBeInTheDocument();
    expect(loadDraft('A', 'reply:S1')?.status).toBe('@bob agreed\n\nsee this');
  });

  it('a plain open keeps the composer as it is; another target opens that one', async () => {
    installFetchRouter({ 'GET /api/v1/statuses/S1': { body: wireStatus() } });
    const { bus } = renderWithShell(<Host />);
    const box = textBox();
    fireEvent.change(box, { target: { value: 'kept' } });
    act(() => void bus.emit('composer:open', {}));
    expect(textBox()).toBe(box);
    expect(textBox()).toHaveValue('kept');
    act(() => void bus.emit('composer:open', { replyTo: 'S1' }));
    expect(await screen.findByRole('dialog', { name: 'Reply' })).toBeInTheDocument();
    expect(loadDraft('A', 'status')?.status).toBe('kept');
  });
});
