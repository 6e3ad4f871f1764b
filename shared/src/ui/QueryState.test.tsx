import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ApiError } from '../api/errors';
import { QueryState } from './QueryState';

beforeAll(async () => {
  if (!i18next.isInitialized) {
    await i18next
      .use(initReactI18next)
      .init({ lng: 'en', fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false } });
  }
});

describe('QueryState', () => {
  test('pending: a labelled loading status, no children', () => {
    render(
      <QueryState query={{ isPending: true, isError: false, error: null }} loadingLabel="Loading chats…">
        <p>content</p>
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading chats…');
    expect(screen.queryByText('content')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('the default loading text', () => {
    render(<QueryState query={{ isPending: true }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  test('error: the errorText in an alert, and Retry calls refetch', async () => {
    const refetch = jest.fn();
    render(
      <QueryState query={{ isPending: false, isError: true, error: new ApiError(503, null), refetch }}>
        <p>content</p>
      </QueryState>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The backend is not available');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('content')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  test('a wrapper message, its own Retry label and action; Retry is disabled while fetching', async () => {
    const onRetry = jest.fn();
    const refetch = jest.fn();
    const { rerender } = render(
      <QueryState
        query={{ error: new ApiError(500, null), refetch }}
        errorMessage={(error) => `Error fetching timeline: ${(error as Error).message}`}
        retryLabel="Try again"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error fetching timeline: Internal Server Error');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(refetch).not.toHaveBeenCalled();
    rerender(<QueryState query={{ error: new ApiError(500, null), isFetching: true, refetch }} />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDisabled();
    rerender(<QueryState query={{ error: new ApiError(500, null), refetch }} onRetry={false} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('success renders the children, or the empty text', () => {
    const { rerender } = render(
      <QueryState query={{ isPending: false, isError: false, error: null }}>
        <p>content</p>
      </QueryState>,
    );
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <QueryState query={{ isPending: false }} empty="Nothing here.">
        <p>content</p>
      </QueryState>,
    );
    expect(screen.getByText('Nothing here.')).toBeInTheDocument();
    expect(screen.queryByText('content')).toBeNull();
  });

  test('the designed empty state: the title, the hint under it, no children', () => {
    const { container } = render(
      <QueryState query={{ isPending: false }} empty="No bookmarks yet" emptyHint="Bookmark a post to find it here.">
        <p>content</p>
      </QueryState>,
    );
    const block = container.querySelector('.empty-state');
    expect(block).toHaveClass('query-empty');
    expect(block?.querySelector('.empty-state-title')).toHaveTextContent('No bookmarks yet');
    expect(block?.querySelector('.empty-state-hint')).toHaveTextContent('Bookmark a post to find it here.');
    expect(screen.queryByText('content')).toBeNull();
    // No empty text: the hint alone shows nothing, the children render.
    render(
      <QueryState query={{ isPending: false }} empty={false} emptyHint="unused">
        <p>rows</p>
      </QueryState>,
    );
    expect(screen.getByText('rows')).toBeInTheDocument();
    expect(screen.queryByText('unused')).toBeNull();
  });

  test('skeleton: rows of the list’s shape stand in, one labelled status, the rows empty', () => {
    const { container, rerender } = render(
      <QueryState query={{ isPending: true }} skeleton="row" loadingLabel="Loading chats…">
        <p>content</p>
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading chats…');
    const rows = container.querySelectorAll('.skeleton-row');
    expect(rows).toHaveLength(6);
    // Drawn by the stylesheet: nothing in them for a screen reader.
    rows.forEach((row) => expect(row).toBeEmptyDOMElement());
    expect(rows[0]).toHaveClass('skeleton-kind-row');
    rerender(<QueryState query={{ isPending: true }} skeleton="status" />);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(container.querySelectorAll('.skeleton-kind-status')).toHaveLength(8);
    // A failure replaces the skeleton with the alert.
    rerender(
      <QueryState query={{ isPending: true, isError: true, error: new ApiError(500, null) }} skeleton="status" />,
    );
    expect(container.querySelector('.skeleton')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Internal Server Error');
  });

  test('a later fetch that failed keeps what was loaded beside the error', () => {
    render(
      <QueryState query={{ isPending: false, isError: true, error: new ApiError(429, null), data: ['page 1'] }}>
        <p>page 1</p>
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('You are rate limited');
    expect(screen.getByText('page 1')).toBeInTheDocument();
  });

  test('with a react-query result: loading, then the error, then Retry loads the data', async () => {
    let fail = true;
    const queryFn = jest.fn(async () => {
      if (fail) throw new ApiError(404, { error: 'Record not found' });
      return ['alice'];
    });
    function Names() {
      // A generic block under test, with no server resource behind it: the one place a key is made up.
      // eslint-disable-next-line no-restricted-syntax
      const query = useQuery({ queryKey: ['names'], queryFn, retry: false });
      return (
        <QueryState query={query}>
          {query.data?.map((name) => (
            <p key={name}>{name}</p>
          ))}
        </QueryState>
      );
    }
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <Names />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('alert')).toHaveTextContent('Record not found');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('alice')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(queryFn).toHaveBeenCalledTimes(2);
    client.clear();
  });
});
