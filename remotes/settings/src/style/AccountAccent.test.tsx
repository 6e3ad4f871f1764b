import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountsContext, type Accounts } from '@fedi/shared';
import { renderInApp } from '../../../../shared/testing/renderInApp';
import { akkoma } from '../testing/harness';
import { AccountAccent } from './AccountAccent';

const accounts = (accent?: string): Accounts => ({
  accounts: [{ key: 'self#1', baseUrl: '', id: '1', acct: 'alice', display_name: 'Alice', avatar: '', accent }],
  activeKey: 'self#1',
  switchTo: jest.fn(),
  openElsewhere: jest.fn(),
  signOutAccount: jest.fn(),
  signOutAll: jest.fn(),
  setAccent: jest.fn(),
});

it("sets the signed-in account's own accent, and resets it to the theme's", async () => {
  const value = accounts('#2e7d32');
  renderInApp(
    <AccountsContext.Provider value={value}>
      <AccountAccent />
    </AccountsContext.Provider>,
    { capabilities: akkoma() },
  );
  expect(await screen.findByText(/while @alice is in use/)).toBeInTheDocument();
  const input = screen.getByLabelText("This account's accent", { selector: 'input' });
  expect(input).toHaveValue('#2e7d32');
  fireEvent.change(input, { target: { value: '#aa0066' } });
  expect(value.setAccent).toHaveBeenCalledWith('self#1', '#aa0066');
  await userEvent.click(screen.getByRole('button', { name: "Use the theme's accent" }));
  expect(value.setAccent).toHaveBeenLastCalledWith('self#1', null);
});

it('shows nothing without a signed-in account; no reset while the theme’s accent is used', () => {
  const { unmount } = renderInApp(<AccountAccent />, { capabilities: akkoma() });
  expect(screen.queryByText("This account's accent")).toBeNull();
  unmount();
  renderInApp(
    <AccountsContext.Provider value={accounts()}>
      <AccountAccent />
    </AccountsContext.Provider>,
    { capabilities: akkoma() },
  );
  expect(screen.queryByRole('button', { name: "Use the theme's accent" })).toBeNull();
});
