import { act, screen } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router';
import { createBus } from '@fedi/shared';
import { renderShellPart } from '../testing/renderShellPart';
import { ComposerFromQuery } from './ComposerFromQuery';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

it('opens the composer with the message of any route and takes it out of the address', async () => {
  // The frame's bus exists only inside the render and the effect runs during it: spy on every bus's emit.
  const spy = jest.spyOn(Object.getPrototypeOf(createBus()) as { emit(...args: unknown[]): boolean }, 'emit');
  renderShellPart(
    <>
      <ComposerFromQuery />
      <Where />
    </>,
    { path: '/main/friends?message=hello%20world&x=1' },
  );
  await act(async () => {});
  expect(spy).toHaveBeenCalledWith('composer:open', { message: 'hello world' });
  expect(screen.getByTestId('where')).toHaveTextContent('/main/friends?x=1');
  spy.mockRestore();
});

it('waits for sign-in: visitors keep the parameter and get no composer', async () => {
  const { bus } = renderShellPart(
    <>
      <ComposerFromQuery />
      <Where />
    </>,
    { path: '/tag/cats?message=hi', userId: null },
  );
  const opened = jest.fn();
  bus.on('composer:open', opened);
  await act(async () => {});
  expect(opened).not.toHaveBeenCalled();
  expect(screen.getByTestId('where')).toHaveTextContent('/tag/cats?message=hi');
});

it('sends every later message too (the open composer adds it) and takes each out of the address', async () => {
  const spy = jest.spyOn(Object.getPrototypeOf(createBus()) as { emit(...args: unknown[]): boolean }, 'emit');
  function Later() {
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => void navigate('/main/public?message=second%20link')}>
        later
      </button>
    );
  }
  renderShellPart(
    <>
      <ComposerFromQuery />
      <Where />
      <Later />
    </>,
    { path: '/main/friends?message=first' },
  );
  await act(async () => {});
  expect(screen.getByTestId('where')).toHaveTextContent('/main/friends');
  await act(async () => {
    screen.getByRole('button', { name: 'later' }).click();
  });
  expect(spy.mock.calls.filter(([name]) => name === 'composer:open')).toEqual([
    ['composer:open', { message: 'first' }],
    ['composer:open', { message: 'second link' }],
  ]);
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/main\/public$/);
  spy.mockRestore();
});
