import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
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
