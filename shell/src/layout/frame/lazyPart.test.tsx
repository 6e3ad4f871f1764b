import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderShellPart } from '../../testing/renderShellPart';
import { headlessPart, lazyPart } from './lazyPart';

function chunkError() {
  const error = new Error('Loading chunk 77 failed.');
  error.name = 'ChunkLoadError';
  return error;
}

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('shows a labelled status while the chunk arrives, then the part with its props', async () => {
  let arrive: (component: typeof Greeting) => void = () => undefined;
  const Part = lazyPart('greeting', () => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
  renderShellPart(<Part name="Ada" />, { userId: null });
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  arrive(Greeting);
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  expect(screen.queryByRole('status')).toBeNull();
});

it('a chunk that fails to arrive shows the chunk error; Retry fetches it again', async () => {
  const load = jest.fn<Promise<typeof Greeting>, []>().mockRejectedValueOnce(chunkError()).mockResolvedValue(Greeting);
  const Part = lazyPart('greeting', load);
  renderShellPart(<Part name="Ada" />, { userId: null });
  expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk greeting failed');
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('a part that fails to render says so instead of blaming the chunk', async () => {
  const Broken = () => {
    throw new Error('no greeting today');
  };
  const Part = lazyPart('broken', async () => Broken);
  renderShellPart(<Part />, { userId: null });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This part of the page stopped working: no greeting today',
  );
});

describe('a headless part', () => {
  it('shows nothing while its chunk arrives, then the part with its props', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const Part = headlessPart('greeting', () => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const { container } = renderShellPart(<Part name="Ada" />, { userId: null });
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('status')).toBeNull();
    arrive(Greeting);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('a chunk that fails to arrive is one global error notice, nothing in its place', async () => {
    const Part = headlessPart('greeting', () => Promise.reject<typeof Greeting>(chunkError()));
    const { container, bus } = renderShellPart(<Part name="Ada" />, { userId: null });
    const notices: unknown[] = [];
    bus.on('notice:show', (notice) => notices.push(notice));
    await waitFor(() =>
      expect(notices).toEqual([
        { level: 'error', messageKey: 'remote.chunk_load_failed', messageArgs: { chunk: 'greeting' } },
      ]),
    );
    expect(container).toBeEmptyDOMElement();
  });
});
