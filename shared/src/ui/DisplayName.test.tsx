import { render } from '@testing-library/react';
import { DisplayName } from './DisplayName';

const blobcat = { shortcode: 'blobcat', url: 'https://s.example/blobcat.png', static_url: '', visible_in_picker: true };

it('shows custom emoji as images sized by the stylesheet, escapes the rest, and reads in either direction', () => {
  const { container } = render(
    <DisplayName user={{ display_name: 'Alice <b>:blobcat:</b>', acct: 'alice', emojis: [blobcat] }} />,
  );
  const name = container.firstElementChild!;
  expect(name.getAttribute('dir')).toBe('auto');
  expect(name.querySelector('b')).toBeNull();
  expect(name.textContent).toBe('Alice <b></b>');
  const image = name.querySelector('img.emoji')!;
  expect(image.getAttribute('src')).toBe(blobcat.url);
  expect(image.getAttribute('alt')).toBe(':blobcat:');
});

it('falls back to the handle when the name is empty', () => {
  const { container } = render(<DisplayName user={{ display_name: '', acct: 'bob@remote.example' }} />);
  expect(container.textContent).toBe('bob@remote.example');
});
