import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchRouter, type FetchCall } from '../../../../shared/testing/fetchRouter';
import { renderModeration, wireAccount } from '../testing/harness';
import { ReportsSection } from './ReportsSection';

interface WireReport {
  id: string;
  state: string;
  notes: Array<{ id: string; content: string; user?: unknown }>;
}

/** A fake Pleroma report store: GET by state, PATCH states, notes. */
function server(reports: WireReport[], failPatchFor: string[] = []) {
  const render = (r: WireReport) => ({
    ...r,
    account: wireAccount('bob'),
    actor: wireAccount('alice'),
    content: `comment ${r.id}`,
    created_at: '2025-01-01T00:00:00.000Z',
    statuses: [],
  });
  const body = (call: FetchCall) => JSON.parse(String(call.body)) as Record<string, unknown>;
  return installFetchRouter({
    'GET /api/v1/pleroma/admin/reports': (call) => {
      const list = reports.filter((r) => r.state === call.query.get('state'));
      return { body: { total: list.length, reports: list.map(render) } };
    },
    'PATCH /api/v1/pleroma/admin/reports': (call) => {
      const updates = body(call).reports as Array<{ id: string; state: string }>;
      const failing = updates.filter((u) => failPatchFor.includes(u.id));
      if (failing.length) return { status: 403, body: { error: 'Forbidden for this report' } };
      for (const u of updates) {
        const report = reports.find((r) => r.id === u.id);
        if (report) report.state = u.state;
      }
      return { status: 204 };
    },
    'POST /api/v1/pleroma/admin/reports/1/notes': (call) => {
      reports[0]!.notes.push({ id: 'n1', content: String(body(call).content), user: wireAccount('mod') });
      return { status: 204 };
    },
    'DELETE /api/v1/pleroma/admin/reports/1/notes/n1': () => {
      reports[0]!.notes = [];
      return { status: 204 };
    },
  });
}

const report = (name: string) => screen.findByRole('article', { name });

describe('ReportsSection', () => {
  test('open → resolved → reopened (spec §4), with the queue refetched by state', async () => {
    server([{ id: '1', state: 'open', notes: [] }]);
    renderModeration(<ReportsSection />);
    const card = await report('Report 1 about @bob');
    expect(within(card).getByText('comment 1')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Dismiss report' })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Mark resolved' }));
    expect(await screen.findByText('No reports')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Reports to show' }), 'resolved');
    const resolved = await report('Report 1 about @bob');
    expect(within(resolved).getByText('Resolved')).toBeInTheDocument();
    expect(within(resolved).queryByRole('button', { name: 'Mark resolved' })).not.toBeInTheDocument();
    await userEvent.click(within(resolved).getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('No reports')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Reports to show' }), 'open');
    expect(await report('Report 1 about @bob')).toBeInTheDocument();
  });

  test('a refused state change shows the server’s message and the report stays', async () => {
    server([{ id: '1', state: 'open', notes: [] }], ['1']);
    renderModeration(<ReportsSection />);
    const card = await report('Report 1 about @bob');
    await userEvent.click(within(card).getByRole('button', { name: 'Mark resolved' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Forbidden for this report');
    expect(within(card).getByText('Open')).toBeInTheDocument();
  });

  test('notes are added and deleted', async () => {
    server([{ id: '1', state: 'open', notes: [] }]);
    renderModeration(<ReportsSection />);
    const card = await report('Report 1 about @bob');
    await userEvent.type(within(card).getByLabelText('New note'), 'looked at it');
    await userEvent.click(within(card).getByRole('button', { name: 'Add note' }));
    expect(await within(card).findByText('looked at it')).toBeInTheDocument();
    expect(within(card).getByLabelText('New note')).toHaveValue('');
    await userEvent.click(within(card).getByRole('button', { name: 'Delete note “looked at it”' }));
    expect(await within(card).findByText('No notes yet')).toBeInTheDocument();
  });

  test('bulk: each selected report gets its own result', async () => {
    server(
      [
        { id: '1', state: 'open', notes: [] },
        { id: '2', state: 'open', notes: [] },
        { id: '3', state: 'open', notes: [] },
      ],
      ['2'],
    );
    renderModeration(<ReportsSection />);
    await report('Report 3 about @bob');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss 3 selected' }));
    const results = await screen.findByRole('region', { name: 'Results of the bulk action' });
    expect(within(results).getByRole('status')).toHaveTextContent('2 done, 1 failed');
    expect(within(results).getByText('Report 1: done')).toBeInTheDocument();
    expect(within(results).getByText('Report 2: Forbidden for this report')).toBeInTheDocument();
    expect(within(results).getByText('Report 3: done')).toBeInTheDocument();
    expect(await report('Report 2 about @bob')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Report 1 about @bob' })).not.toBeInTheDocument();
  });

  test('Mastodon: no closed state and no notes', async () => {
    installFetchRouter({
      'GET /api/v1/admin/reports': {
        body: [
          {
            id: '5',
            action_taken: false,
            comment: 'spam',
            target_account: { id: 't', username: 'bob', account: wireAccount('bob') },
          },
        ],
      },
    });
    renderModeration(<ReportsSection />, { dialect: 'mastodon' });
    const card = await report('Report 5 about @bob');
    expect(within(card).getByRole('button', { name: 'Mark resolved' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Dismiss report' })).not.toBeInTheDocument();
    expect(within(card).queryByLabelText('New note')).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Closed' })).not.toBeInTheDocument();
  });
});

describe('ReportsSection keyboard triage', () => {
  test('j/k move between reports, r resolves the focused one, ? opens the shortcuts', async () => {
    const router = server([
      { id: '1', state: 'open', notes: [] },
      { id: '2', state: 'open', notes: [] },
    ]);
    renderModeration(<ReportsSection />);
    const first = await report('Report 1 about @bob');
    first.focus();
    await userEvent.keyboard('j');
    expect(await report('Report 2 about @bob')).toHaveFocus();
    await userEvent.keyboard('k');
    expect(first).toHaveFocus();
    await userEvent.keyboard('j');
    await userEvent.keyboard('r');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Report 2 about @bob' })).not.toBeInTheDocument());
    const patch = router.calls.find((call) => call.key === 'PATCH /api/v1/pleroma/admin/reports');
    expect(JSON.parse(String(patch?.body))).toEqual({ reports: [{ id: '2', state: 'resolved' }] });
    (await report('Report 1 about @bob')).focus();
    await userEvent.keyboard('?');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveTextContent('Next report');
  });

  test('Mastodon: a report is assigned to me, then unassigned; the queue shows who has it', async () => {
    const staff = (id: string) => ({
      id,
      username: id,
      created_at: '2025-01-01T00:00:00.000Z',
      email: '',
      account: wireAccount(id),
    });
    let assignee: string | null = null;
    const wire = () => ({
      id: '5',
      action_taken: false,
      comment: 'spam',
      created_at: '2025-01-01T00:00:00.000Z',
      account: staff('alice'),
      target_account: staff('bob'),
      assigned_account: assignee ? staff(assignee) : null,
      statuses: [],
    });
    const router = installFetchRouter({
      'GET /api/v1/admin/reports': () => ({ body: [wire()] }),
      'POST /api/v1/admin/reports/5/assign_to_self': () => {
        assignee = 'admin';
        return { body: wire() };
      },
      'POST /api/v1/admin/reports/5/unassign': () => {
        assignee = null;
        return { body: wire() };
      },
    });
    renderModeration(<ReportsSection />, { role: 'admin', dialect: 'mastodon' });
    const card = await report('Report 5 about @bob');
    expect(within(card).getByText('Not assigned')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Assign to me' }));
    expect(
      await within(card).findByText((_, element) => element?.textContent === 'Assigned to @admin'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '@admin' })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Unassign' }));
    expect(await within(card).findByText('Not assigned')).toBeInTheDocument();
    expect(router.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/v1/admin/reports/5/assign_to_self',
      '/api/v1/admin/reports/5/unassign',
    ]);
  });

  test('Pleroma reports have no assignment', async () => {
    server([{ id: '1', state: 'open', notes: [] }]);
    renderModeration(<ReportsSection />);
    const card = await report('Report 1 about @bob');
    expect(within(card).queryByRole('button', { name: 'Assign to me' })).toBeNull();
  });
});
