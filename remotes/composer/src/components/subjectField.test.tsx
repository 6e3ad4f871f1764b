import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import { renderWithShell, wireStatus } from '../testing/harness';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reloadPreferences, setPreferences } from '@fedi/shared';
import { emptyDraft, saveDraft } from '../drafts';
import Composer from '../exposed/Composer';

// alwaysShowSubjectInput: the instance's default (pleroma_fe), unless the person changed their own setting.
const cwBox = () => screen.queryByRole('textbox', { name: 'Content warning' });
const cwToggle = () => screen.getByRole('checkbox', { name: 'Content warning' });
const sensitiveBox = () => screen.getByRole('checkbox', { name: 'Mark media as sensitive' });
const picture = { id: 'm', url: '/m.png', previewUrl: '', type: 'image', description: '' };
const SHOWN = { alwaysShowSubjectInput: true };
const HIDDEN = { alwaysShowSubjectInput: false };

beforeEach(() => {
  localStorage.clear();
  reloadPreferences();
});

describe('the subject field with alwaysShowSubjectInput on', () => {
  it('shows from the start; the toggle still closes it and clears the text', async () => {
    installFetchRouter({});
    renderWithShell(<Composer />, { frontend: SHOWN });
    expect(cwToggle()).toBeChecked();
    await userEvent.type(cwBox()!, 'spoilers');
    await userEvent.click(cwToggle());
    expect(cwBox()).not.toBeInTheDocument();
    await userEvent.click(cwToggle());
    expect(cwBox()).toHaveValue('');
  });

  it('closing it resets the sensitive mark that the subject set', async () => {
    installFetchRouter({});
    // A draft with media (kept with its field open): writing a subject marks it sensitive (sensitiveIfSubject).
    saveDraft('A', { ...emptyDraft('status'), status: 't', spoilerOpen: true, files: [picture] });
    renderWithShell(<Composer />, { frontend: SHOWN });
    expect(sensitiveBox()).not.toBeChecked();
    await userEvent.type(cwBox()!, 'spoilers');
    expect(sensitiveBox()).toBeChecked();
    await userEvent.click(cwToggle());
    expect(sensitiveBox()).not.toBeChecked();
  });

  it('opens again on the fresh form after a post', async () => {
    const { calls } = installFetchRouter({ 'POST /api/v1/statuses': { body: wireStatus({ id: 'NEW' }) } });
    renderWithShell(<Composer />, { frontend: SHOWN });
    await userEvent.click(cwToggle());
    fireEvent.change(screen.getByRole('textbox', { name: 'Post text' }), { target: { value: 'hello' } });
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/v1/statuses')).toBe(true));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Post text' })).toHaveValue(''));
    expect(cwBox()).toHaveValue('');
  });

  it("opens when editing a post that had no subject, and the person's own 'off' wins over the instance", async () => {
    installFetchRouter({
      'GET /api/v1/statuses/E1': {
        body: wireStatus({
          id: 'E1',
          account: { id: 'A', acct: 'alice', username: 'alice', display_name: 'Alice', avatar: '' },
        }),
      },
      'GET /api/v1/statuses/E1/source': {
        body: { id: 'E1', text: 'plain', spoiler_text: '', content_type: 'text/plain' },
      },
    });
    const first = renderWithShell(<Composer editOf="E1" />, { frontend: SHOWN });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Post text' })).toHaveValue('plain'));
    expect(cwBox()).toHaveValue('');
    first.unmount();
    localStorage.clear();
    act(() => void setPreferences(HIDDEN));
    renderWithShell(<Composer />, { frontend: SHOWN });
    expect(cwToggle()).not.toBeChecked();
    expect(cwBox()).not.toBeInTheDocument();
  });
});

describe('the subject field with alwaysShowSubjectInput off', () => {
  it('stays hidden until the toggle opens it', async () => {
    installFetchRouter({});
    renderWithShell(<Composer />, { frontend: HIDDEN });
    expect(cwToggle()).not.toBeChecked();
    expect(cwBox()).not.toBeInTheDocument();
    await userEvent.click(cwToggle());
    expect(cwBox()).toHaveValue('');
  });

  it('opens by itself for a reply that takes over a subject', async () => {
    installFetchRouter({ 'GET /api/v1/statuses/S1': { body: wireStatus({ spoiler_text: 'film spoilers' }) } });
    renderWithShell(<Composer replyTo="S1" />, { frontend: HIDDEN });
    await waitFor(() => expect(cwBox()).toHaveValue('re: film spoilers'));
    expect(cwToggle()).toBeChecked();
  });

  it('opens by itself for a reply to a post without subject only when asked', async () => {
    installFetchRouter({ 'GET /api/v1/statuses/S1': { body: wireStatus({ spoiler_text: '' }) } });
    renderWithShell(<Composer replyTo="S1" />, { frontend: HIDDEN });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Post text' })).toHaveValue('@bob '));
    expect(cwBox()).not.toBeInTheDocument();
  });

  it('opens by itself for a restored draft that has a subject', () => {
    installFetchRouter({});
    saveDraft('A', { ...emptyDraft('status'), status: 'kept', spoilerOpen: false, spoilerText: 'kept subject' });
    renderWithShell(<Composer />, { frontend: HIDDEN });
    expect(cwBox()).toHaveValue('kept subject');
  });

  it('opens by itself when editing a post with a subject', async () => {
    installFetchRouter({
      'GET /api/v1/statuses/E1': {
        body: wireStatus({
          id: 'E1',
          spoiler_text: 'old cw',
          account: { id: 'A', acct: 'alice', username: 'alice', display_name: 'Alice', avatar: '' },
        }),
      },
      'GET /api/v1/statuses/E1/source': {
        body: { id: 'E1', text: 'text', spoiler_text: 'old cw', content_type: 'text/plain' },
      },
    });
    renderWithShell(<Composer editOf="E1" />, { frontend: HIDDEN });
    await waitFor(() => expect(cwBox()).toHaveValue('old cw'));
  });
});
