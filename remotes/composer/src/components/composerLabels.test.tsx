import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import { renderWithShell, wireStatus } from '../testing/harness';
import { screen, within } from '@testing-library/react';
import { reloadPreferences } from '@fedi/shared';
import Composer from '../exposed/Composer';

beforeEach(() => {
  localStorage.clear();
  reloadPreferences();
});

it('shows the replied-to name with its custom emoji as images, not the raw shortcode (issue 28 #14)', async () => {
  const blobcat = { shortcode: 'blobcat', url: '/emoji/blobcat.png', static_url: '/emoji/blobcat.png' };
  installFetchRouter({
    'GET /api/v1/statuses/S1': {
      body: wireStatus({
        account: {
          id: 'B',
          acct: 'alice2',
          username: 'alice2',
          display_name: 'Alice :blobcat:',
          avatar: '',
          url: 'https://test.invalid/users/alice2',
          emojis: [blobcat],
        },
      }),
    },
  });
  renderWithShell(<Composer replyTo="S1" />);
  const context = await screen.findByRole('complementary', { name: 'Post you are replying to' });
  const heading = await within(context).findByText(/Replying to/);
  expect(heading).not.toHaveTextContent(':blobcat:');
  expect(heading).toHaveTextContent('Replying to Alice');
  expect(within(heading).getByRole('img', { name: ':blobcat:' })).toHaveAttribute('src', '/emoji/blobcat.png');
});

it('lists post languages by name in the interface language, sorted, the code as value (issue 28 #15)', () => {
  installFetchRouter({});
  renderWithShell(<Composer />, { instance: { languages: ['en', 'de'], configuration: {} } });
  const select = screen.getByRole('combobox', { name: 'Language' });
  const options = within(select).getAllByRole('option');
  const named = options.slice(1).map((option) => option.textContent);
  expect(named).toContain('German');
  expect(named).toContain('English');
  expect(named).not.toContain('de');
  expect(named).toEqual([...named].sort((a, b) => (a ?? '').localeCompare(b ?? '')));
  expect(within(select).getByRole('option', { name: 'German' })).toHaveAttribute('value', 'de');
});
