import { installFetchRouter, type FetchCall } from '../../../../shared/testing/fetchRouter';
import { renderWithShell, wireStatus } from '../testing/harness';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reloadPreferences, setPreferences, type Preferences } from '@fedi/shared';
import { uploadMediaWithProgress } from '@fedi/shared/uploads';
import { emptyDraft, saveDraft } from '../drafts';
import Composer from '../exposed/Composer';

jest.mock('@fedi/shared/uploads', () => ({ uploadMediaWithProgress: jest.fn() }));
const upload = uploadMediaWithProgress as jest.MockedFunction<typeof uploadMediaWithProgress>;

const created = { body: wireStatus({ id: 'NEW' }) };
const cwBox = () => screen.queryByRole('textbox', { name: 'Content warning' });
const sensitiveBox = () => screen.getByRole('checkbox', { name: 'Mark media as sensitive' });
const UNMARKED = /will not apply to the attachments/;
const picture = { id: 'm', url: '/m.png', previewUrl: '', type: 'image', description: '' };

beforeEach(() => {
  localStorage.clear();
  reloadPreferences();
  upload.mockReset();
});

const prefer = (patch: Partial<Preferences>) => act(() => void setPreferences(patch));

async function postedForm(calls: FetchCall[]) {
  await userEvent.click(screen.getByRole('button', { name: 'Post' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/v1/statuses')).toBe(true));
  return calls.find((c) => c.method === 'POST' && c.path === '/api/v1/statuses')?.form;
}

describe('the subject of a reply follows the subject behaviour', () => {
  const replyingTo = (summary: string) =>
    installFetchRouter({
      'GET /api/v1/statuses/S1': { body: wireStatus({ spoiler_text: summary }) },
      'POST /api/v1/statuses': created,
    });

  it('email (the default): the subject with re: in front, and it is sent', async () => {
    const { calls } = replyingTo('film spoilers');
    renderWithShell(<Composer replyTo="S1" />);
    await waitFor(() => expect(cwBox()).toHaveValue('re: film spoilers'));
    expect(screen.getByRole('checkbox', { name: 'Content warning' })).toBeChecked();
    const form = await postedForm(calls);
    expect(form?.get('spoiler_text')).toBe('re: film spoilers');
  });

  it('email does not add a second re:', async () => {
    replyingTo('re: film spoilers');
    renderWithShell(<Composer replyTo="S1" />);
    await waitFor(() => expect(cwBox()).toHaveValue('re: film spoilers'));
  });

  it('masto: the subject as it is', async () => {
    prefer({ subjectLineBehavior: 'masto' });
    replyingTo('film spoilers');
    renderWithShell(<Composer replyTo="S1" />);
    await waitFor(() => expect(cwBox()).toHaveValue('film spoilers'));
  });

  it('noop: no subject, the content-warning field stays closed', async () => {
    prefer({ subjectLineBehavior: 'noop' });
    const { calls } = replyingTo('film spoilers');
    renderWithShell(<Composer replyTo="S1" />, { frontend: { alwaysShowSubjectInput: false } });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Post text' })).toHaveValue('@bob '));
    expect(cwBox()).not.toBeInTheDocument();
    const form = await postedForm(calls);
    expect(form?.get('spoiler_text')).toBe('');
  });

  it('a restored reply draft keeps its own subject', async () => {
    replyingTo('film spoilers');
    saveDraft('A', {
      ...emptyDraft('reply:S1', { replyTo: 'S1' }),
      status: 'mine',
      spoilerOpen: true,
      spoilerText: 'my subject',
    });
    renderWithShell(<Composer replyTo="S1" />);
    await screen.findByText((_, element) => element?.tagName === 'STRONG' && element.textContent === 'Replying to Bob');
    expect(cwBox()).toHaveValue('my subject');
  });
});

describe('sensitive media', () => {
  it('sensitiveByDefault: a new post starts marked sensitive and is sent so', async () => {
    prefer({ sensitiveByDefault: true });
    const { calls } = installFetchRouter({ 'POST /api/v1/statuses': created });
    upload.mockResolvedValue({ id: 'm1', type: 'image', url: '/m1.png', preview_url: '/m1.png', description: '' });
    renderWithShell(<Composer />);
    fireEvent.change(screen.getByLabelText('Add media'), {
      target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(sensitiveBox()).toBeChecked());
    // Sensitive media without a content warning asks first (modalOnSensitiveAttachmentWithoutCW).
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/v1/statuses')).toBe(true));
    expect(calls.find((c) => c.path === '/api/v1/statuses')?.form?.get('sensitive')).toBe('true');
  });

  it('without sensitiveByDefault a new post starts unmarked', async () => {
    installFetchRouter({});
    saveDraft('A', { ...emptyDraft('status'), status: 'pic', files: [picture] });
    renderWithShell(<Composer />);
    expect(sensitiveBox()).not.toBeChecked();
  });

  it('closing the content warning goes back to the sensitiveByDefault mark', async () => {
    prefer({ sensitiveByDefault: true });
    installFetchRouter({});
    saveDraft('A', {
      ...emptyDraft('status'),
      status: 'pic',
      spoilerOpen: true,
      spoilerText: 'cw',
      nsfw: false,
      files: [picture],
    });
    renderWithShell(<Composer />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Content warning' }));
    expect(sensitiveBox()).toBeChecked();
  });

  it('sensitiveIfSubject (the default): writing a subject marks the media sensitive; it can still be unmarked', async () => {
    installFetchRouter({});
    saveDraft('A', { ...emptyDraft('status'), status: 'pic', files: [picture] });
    renderWithShell(<Composer />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Content warning' }));
    await userEvent.type(cwBox() as HTMLElement, 'birds');
    expect(sensitiveBox()).toBeChecked();
    expect(screen.queryByText(UNMARKED)).not.toBeInTheDocument();
    await userEvent.click(sensitiveBox());
    await userEvent.type(cwBox() as HTMLElement, ' again');
    expect(sensitiveBox()).not.toBeChecked();
    expect(screen.getByText(UNMARKED)).toBeInTheDocument();
  });

  it('without sensitiveIfSubject a subject leaves the media unmarked, with the warning', async () => {
    prefer({ sensitiveIfSubject: false });
    installFetchRouter({});
    saveDraft('A', { ...emptyDraft('status'), status: 'pic', files: [picture] });
    renderWithShell(<Composer />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Content warning' }));
    await userEvent.type(cwBox() as HTMLElement, 'birds');
    expect(sensitiveBox()).not.toBeChecked();
    expect(screen.getByText(UNMARKED)).toBeInTheDocument();
  });

  it('a reply that takes the original’s subject is marked sensitive with sensitiveIfSubject', async () => {
    const { calls } = installFetchRouter({
      'GET /api/v1/statuses/S1': { body: wireStatus({ spoiler_text: 'birds' }) },
      'POST /api/v1/statuses': created,
    });
    renderWithShell(<Composer replyTo="S1" />);
    await waitFor(() => expect(cwBox()).toHaveValue('re: birds'));
    const form = await postedForm(calls);
    expect(form?.get('sensitive')).toBe('true');
  });
});
