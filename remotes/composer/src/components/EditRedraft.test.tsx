import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import { renderWithShell, wireStatus } from '../testing/harness';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDraft } from '../drafts';
import Composer from '../exposed/Composer';

const own = { id: 'A', acct: 'alice', username: 'alice', display_name: 'Alice', avatar: '' };
const textBox = () => screen.getByRole('textbox', { name: 'Post text' });

beforeEach(() => localStorage.clear());

describe('editing', () => {
  it('loads the source, disables scope and polls, and saves with PUT', async () => {
    const { calls } = installFetchRouter({
      'GET /api/v1/statuses/E1': {
        body: wireStatus({
          id: 'E1',
          account: own,
          visibility: 'unlisted',
          spoiler_text: 'old cw',
          media_attachments: [{ id: 'm1', type: 'image', url: '/m1.png', preview_url: '/m1.png', description: 'pic' }],
        }),
      },
      'GET /api/v1/statuses/E1/source': {
        body: { id: 'E1', text: 'source **text**', spoiler_text: 'old cw', content_type: 'text/markdown' },
      },
      'PUT /api/v1/statuses/E1': { body: wireStatus({ id: 'E1', account: own }) },
    });
    const posted = jest.fn();
    renderWithShell(<Composer editOf="E1" onPosted={posted} />);
    await waitFor(() => expect(textBox()).toHaveValue('source **text**'));
    expect(screen.getByRole('textbox', { name: 'Content warning' })).toHaveValue('old cw');
    expect(screen.getByRole('combobox', { name: 'Content type' })).toHaveValue('text/markdown');
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /Unlisted/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add poll' })).not.toBeInTheDocument();
    // Set at once rather than typed key by key: this test does a lot and must stay quick on a busy machine.
    fireEvent.change(textBox(), { target: { value: 'new words' } });
    expect(loadDraft('A', 'edit:E1')?.status).toBe('new words');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveBeenCalledWith('E1'));
    const put = calls.find((c) => c.method === 'PUT' && c.path === '/api/v1/statuses/E1');
    expect(put?.form?.get('status')).toBe('new words');
    expect(put?.form?.get('content_type')).toBe('text/markdown');
    expect(put?.form?.getAll('media_ids[]')).toEqual(['m1']);
    expect(put?.form?.has('visibility')).toBe(false);
    expect(put?.form?.has('poll[options][]')).toBe(false);
    expect(loadDraft('A', 'edit:E1')).toBeNull();
  });
});

describe('delete and redraft', () => {
  it('keeps the text, media, poll and reply first, then deletes the original', async () => {
    const order: string[] = [];
    const { calls } = installFetchRouter({
      'GET /api/v1/statuses/R1': () => {
        order.push('get');
        return {
          body: wireStatus({
            id: 'R1',
            account: own,
            in_reply_to_id: 'P0',
            poll: {
              id: 'p',
              options: [{ title: 'yes' }, { title: 'no' }],
              multiple: true,
              expires_at: new Date(Date.now() + 3_600_000).toISOString(),
            },
          }),
        };
      },
      'GET /api/v1/statuses/R1/source': { body: { text: 'redraft me', spoiler_text: '' } },
      'GET /api/v1/statuses/P0': { body: wireStatus({ id: 'P0' }) },
      'DELETE /api/v1/statuses/R1': () => {
        order.push('delete');
        expect(loadDraft('A', 'redraft:R1')?.status).toBe('redraft me');
        return { body: {} };
      },
      'POST /api/v1/statuses': { body: wireStatus({ id: 'R2', account: own }) },
    });
    renderWithShell(<Composer redraftOf="R1" />);
    await waitFor(() => expect(textBox()).toHaveValue('redraft me'));
    expect(order).toEqual(['get', 'delete']);
    expect(screen.getByRole('textbox', { name: 'Option 1' })).toHaveValue('yes');
    expect(screen.getByRole('checkbox', { name: 'Multiple choices' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/v1/statuses')).toBe(true));
    const form = calls.find((c) => c.method === 'POST' && c.path === '/api/v1/statuses')?.form;
    expect(form?.get('status')).toBe('redraft me');
    expect(form?.get('in_reply_to_id')).toBe('P0');
    expect(form?.getAll('poll[options][]')).toEqual(['yes', 'no']);
    await waitFor(() => expect(loadDraft('A', 'redraft:R1')).toBeNull());
  });

  it('reopens a stored redraft without deleting anything again', async () => {
    localStorage.setItem(
      'fedi:composer:drafts:A',
      JSON.stringify({
        'redraft:R1': { key: 'redraft:R1', redraftOf: 'R1', status: 'kept', files: [], spoilerText: '', updatedAt: 1 },
      }),
    );
    const { calls } = installFetchRouter({});
    renderWithShell(<Composer redraftOf="R1" />);
    expect(textBox()).toHaveValue('kept');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('shows a failure to load the original', async () => {
    installFetchRouter({ 'GET /api/v1/statuses/R9': { status: 404, body: { error: 'Record not found' } } });
    renderWithShell(<Composer redraftOf="R9" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the post: Record not found');
  });
});

describe('quote', () => {
  it('shows the quoted post and sends quote_id', async () => {
    const { calls } = installFetchRouter({
      'GET /api/v1/statuses/Q1': { body: wireStatus({ id: 'Q1', content: '<p>quotable words</p>' }) },
      'POST /api/v1/statuses': { body: wireStatus({ id: 'N', account: own }) },
    });
    renderWithShell(<Composer quoteOf="Q1" />);
    const context = await screen.findByRole('complementary', { name: 'Post you are quoting' });
    await waitFor(() => expect(context).toHaveTextContent('quotable words'));
    expect(context.querySelector('strong')).toHaveTextContent(/^Quoting Bob$/);
    await userEvent.type(textBox(), 'look at this');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.form?.get('quote_id')).toBe('Q1');
    expect(loadDraft('A', 'quote:Q1')).toBeNull();
  });
});
