import { act, fireEvent, screen, within } from '@testing-library/react';
import { statusFromUnknown } from '@fedi/shared';
import { importPostedStatus } from '@fedi/shared/queries';
import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import { Root } from '../components/Root';
import { renderApp, statusOf, wire } from '../testing/harness';
import { ANCESTORS_SHOWN, Conversation } from './Conversation';

it('a long chain shows the nearest ancestors; "Show full thread" shows every one', async () => {
  const chain = Array.from({ length: 100 }, (_, index) =>
    wire({
      id: `a${String(index).padStart(3, '0')}`,
      in_reply_to_id: index === 0 ? null : `a${String(index - 1).padStart(3, '0')}`,
      content: `<p>Link ${index + 1}</p>`,
    }),
  );
  installFetchRouter({
    'GET /api/v1/statuses/100/context': { body: { ancestors: chain, descendants: [] } },
  });
  const status = statusOf({ in_reply_to_id: 'a099', content: '<p>the end of the chain</p>' });
  renderApp(
    <Root>
      <Conversation statusId={status.id} />
    </Root>,
    { statuses: [status] },
  );
  expect(await screen.findByText('Link 100')).toBeInTheDocument();
  expect(screen.getByText(`Link ${101 - ANCESTORS_SHOWN}`)).toBeInTheDocument();
  expect(screen.queryByText(`Link ${100 - ANCESTORS_SHOWN}`)).toBeNull();
  expect(screen.getAllByRole('article')).toHaveLength(ANCESTORS_SHOWN + 1);
  fireEvent.click(screen.getByRole('button', { name: 'Show full thread' }));
  expect(await screen.findByText('Link 1')).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(101);
});

describe('one entity cache, every view (issue 28)', () => {
  const root = () => statusOf({ id: 'r1', content: '<p>the thread starts</p>', replies_count: 1 });
  const child = wire({ id: 'c1', in_reply_to_id: 'r1', content: '<p>a first answer</p>' });
  const answerOf = (overrides: Record<string, unknown>) => statusOf({ id: 'n1', in_reply_to_id: 'c1', ...overrides });

  function renderThread() {
    installFetchRouter({ 'GET /api/v1/statuses/r1/context': { body: { ancestors: [], descendants: [child] } } });
    return renderApp(
      <Root>
        <Conversation statusId="r1" />
      </Root>,
      { statuses: [root()] },
    );
  }

  it('a reply posted to a status of the thread shows at once, and its parent counts it', async () => {
    const { bus, queryClient } = renderThread();
    expect(await screen.findByText('a first answer')).toBeInTheDocument();
    const reply = answerOf({ content: '<p>my new reply</p>' });
    // The composer imports what it posted (importPostedStatus), then says so on the bus.
    act(() => {
      importPostedStatus(queryClient, reply, { created: true });
      bus.emit('status:posted', reply.id);
    });
    expect(await screen.findByText('my new reply')).toBeInTheDocument();
    const parent = screen.getByText('a first answer').closest('article')!;
    expect(within(parent).getByRole('button', { name: /^Reply, 1/ })).toBeInTheDocument();
    // Told again (an edit of it), it is not added twice.
    act(() => bus.emit('status:posted', reply.id));
    expect(screen.getAllByText('my new reply')).toHaveLength(1);
  });

  it('a reply elsewhere does not join the thread', async () => {
    const { bus, queryClient } = renderThread();
    expect(await screen.findByText('a first answer')).toBeInTheDocument();
    const other = statusOf({ id: 'o1', in_reply_to_id: 'elsewhere', content: '<p>not in this thread</p>' });
    act(() => {
      importPostedStatus(queryClient, other, { created: true });
      bus.emit('status:posted', other.id);
    });
    expect(screen.queryByText('not in this thread')).toBeNull();
  });

  it('an edit saved shows the new text in the thread at once', async () => {
    const { bus, queryClient } = renderThread();
    expect(await screen.findByText('a first answer')).toBeInTheDocument();
    const edited = statusFromUnknown({ ...child, content: '<p>an answer, edited</p>' })!;
    act(() => {
      importPostedStatus(queryClient, edited, { created: false });
      bus.emit('status:posted', edited.id);
    });
    expect(await screen.findByText('an answer, edited')).toBeInTheDocument();
    expect(screen.queryByText('a first answer')).toBeNull();
  });
});

it('inline ("Show thread" under a card), the clicked status is not shown a second time', async () => {
  installFetchRouter({
    'GET /api/v1/statuses/r1/context': {
      body: {
        ancestors: [wire({ id: 'p1', content: '<p>the parent</p>' })],
        descendants: [wire({ id: 'c1', in_reply_to_id: 'r1', content: '<p>an answer</p>' })],
      },
    },
  });
  const clicked = statusOf({ id: 'r1', in_reply_to_id: 'p1', content: '<p>the clicked one</p>' });
  renderApp(
    <Root>
      <Conversation statusId="r1" inline />
    </Root>,
    { statuses: [clicked] },
  );
  expect(await screen.findByText('an answer')).toBeInTheDocument();
  expect(screen.getByText('the parent')).toBeInTheDocument();
  expect(screen.queryByText('the clicked one')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Tree view' }));
  expect(await screen.findByText('an answer')).toBeInTheDocument();
  expect(screen.queryByText('the clicked one')).toBeNull();
});
