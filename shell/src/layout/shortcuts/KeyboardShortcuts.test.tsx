import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderShellPart } from '../../testing/renderShellPart';
import { KeyboardShortcuts } from './KeyboardShortcuts';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const press = (key: string, init: KeyboardEventInit = {}, target: Element = document.body) =>
  act(() => {
    fireEvent.keyDown(target, { key, ...init });
  });

it('n opens the composer, g h goes home, / goes to search; never with a modifier', () => {
  const { bus } = renderShellPart(
    <>
      <KeyboardShortcuts />
      <Where />
    </>,
    { path: '/main/public' },
  );
  const opened = jest.fn();
  bus.on('composer:open', opened);
  press('n', { ctrlKey: true });
  press('n', { metaKey: true });
  press('n', { altKey: true });
  expect(opened).not.toHaveBeenCalled();
  press('n');
  expect(opened).toHaveBeenCalledWith({});

  press('h');
  expect(screen.getByTestId('where')).toHaveTextContent('/main/public');
  press('g');
  press('h');
  expect(screen.getByTestId('where')).toHaveTextContent('/main/friends');

  press('/');
  expect(screen.getByTestId('where')).toHaveTextContent('/search');
});

it('never fires inside a text field, a textarea or editable content', () => {
  const { bus } = renderShellPart(
    <>
      <KeyboardShortcuts />
      <input aria-label="field" />
      <textarea aria-label="area" />
      <div contentEditable suppressContentEditableWarning aria-label="editable" role="textbox" />
      <Where />
    </>,
    { path: '/main/public' },
  );
  const opened = jest.fn();
  bus.on('composer:open', opened);
  for (const name of ['field', 'area', 'editable']) {
    const element = screen.getByRole('textbox', { name });
    element.focus();
    press('n', {}, element);
    press('?', {}, element);
    press('g', {}, element);
    press('h', {}, element);
  }
  expect(opened).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByTestId('where')).toHaveTextContent('/main/public');
});

it('? opens the help dialog listing every shortcut; Close closes it', async () => {
  renderShellPart(<KeyboardShortcuts />);
  press('?', { shiftKey: true });
  const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
  const rows = within(dialog).getAllByRole('row');
  // The header row and one per shortcut.
  expect(rows).toHaveLength(11);
  expect(within(dialog).getByRole('row', { name: /g then h Go to the home timeline/ })).toBeInTheDocument();
  expect(within(dialog).getByRole('row', { name: /f Favorite the post/ })).toBeInTheDocument();
  // Inside the dialog the shortcuts are off.
  press('?', { shiftKey: true }, dialog);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('a visitor gets no composer from n', () => {
  const { bus } = renderShellPart(<KeyboardShortcuts />, { userId: null });
  const opened = jest.fn();
  bus.on('composer:open', opened);
  press('n');
  expect(opened).not.toHaveBeenCalled();
});
