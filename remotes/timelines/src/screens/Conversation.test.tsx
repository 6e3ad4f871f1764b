import { fireEvent, screen } from '@testing-library/react';
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
