import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import { renderWithShell, wireStatus } from '../testing/harness';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entityKeys, reloadPreferences, setPreferences, useInstanceConfig } from '@fedi/shared';
import { uploadMediaWithProgress } from '@fedi/shared/uploads';
import { loadDraft, saveDraft, emptyDraft } from '../drafts';
import Composer from '../exposed/Composer';
import ComposerModal from '../exposed/ComposerModal';

jest.mock('@fedi/shared/uploads', () => ({ uploadMediaWithProgress: jest.fn() }));
const upload = uploadMediaWithProgress as jest.MockedFunction<typeof uploadMediaWithProgress>;

const created = (id = 'NEW') => ({
  body: wireStatus({ id, account: { id: 'A', acct: 'alice', username: 'alice', display_name: 'Alice', avatar: '' } }),
});
const textBox = () => screen.getByRole('textbox', { name: 'Post text' });
const postButton = () => screen.getByRole('button', { name: 'Post' });
const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

beforeEach(() => {
  localStorage.clear();
  reloadPreferences();
  upload.mockReset();
});

function pngOf(size: number, name = 'a.png') {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('posting', () => {
  it('rejects an empty post with the spec message and sends nothing', async () => {
    const { calls } = installFetchRouter({});
    renderWithShell(<Composer />);
    await userEvent.type(textBox(), '   ');
    await userEvent.click(postButton());
    expect(screen.getByRole('alert')).toHaveTextContent("Can't send a post with no content and no files");
    expect(calls.filter((c) => c.path === '/api/v1/statuses')).toHaveLength(0);
  });

  it('sends the multipart form with an idempotency key, then clears the form and the draft', async () => {
    const { calls } = installFetchRouter({ 'POST /api/v1/statuses': created() });
    const posted = jest.fn();
    const { bus } = renderWithShell(<Composer onPosted={posted} />);
    const emitted = jest.fn();
    bus.on('status:posted', emitted);
    await userEvent.type(textBox(), 'Hello world');
    expect(loadDraft('A', 'status')?.status).toBe('Hello world');
    await userEvent.click(postButton());
    await waitFor(() => expect(posted).toHaveBeenCalledWith('NEW'));
    const call = calls.find((c) => c.path === '/api/v1/statuses');
    expect(call?.method).toBe('POST');
    expect(call?.form?.get('status')).toBe('Hello world');
    expect(call?.form?.get('visibility')).toBe('public');
    expect(call?.form?.get('content_type')).toBe('text/plain');
    expect(call?.form?.has('in_reply_to_id')).toBe(false);
    expect(call?.headers['Idempotency-Key']).toMatch(/\d+/);
    expect(emitted).toHaveBeenCalledWith('NEW');
    expect(textBox()).toHaveValue('');
    expect(loadDraft('A', 'status')).toBeNull();
  });

  it('puts what it posted into the entity cache before it says so on the bus, so every view shows it (issue 28)', async () => {
    installFetchRouter({ 'POST /api/v1/statuses': created() });
    const { bus, queryClient } = renderWithShell(<Composer />);
    const cachedWhenHeard = jest.fn();
    bus.on('status:posted', (id) => cachedWhenHeard(queryClient.getQueryData(entityKeys.status(id))));
    await userEvent.type(textBox(), 'Hello cache');
    await userEvent.click(postButton());
    await waitFor(() => expect(cachedWhenHeard).toHaveBeenCalledWith(expect.objectContaining({ id: 'NEW' })));
  });

  it('renews the idempotency key on each change but keeps it for a retry', async () => {
    let fail = true;
    const { calls } = installFetchRouter({
      'POST /api/v1/statuses': () => (fail ? { status: 500, body: {} } : created()),
    });
    renderWithShell(<Composer />);
    await userEvent.type(textBox(), 'one');
    await userEvent.click(postButton());
    await screen.findByText(/Internal Server Error/);
    await userEvent.click(postButton());
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/v1/statuses')).toHaveLength(2));
    const [first, second] = calls.filter((c) => c.path === '/api/v1/statuses');
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
    await userEvent.type(textBox(), '!');
    fail = false;
    await userEvent.click(postButton());
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/v1/statuses')).toHaveLength(3));
    expect(calls.filter((c) => c.path === '/api/v1/statuses')[2]?.headers['Idempotency-Key']).not.toBe(
      first?.headers['Idempotency-Key'],
    );
  });

  it('shows a failed post in a dismissible banner and keeps text and draft', async () => {
    installFetchRouter({ 'POST /api/v1/statuses': { status: 422, body: { error: 'Something broke' } } });
    renderWithShell(<Composer />);
    await userEvent.type(textBox(), 'keep me');
    await userEvent.click(postButton());
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Error: Something broke');
    expect(textBox()).toHaveValue('keep me');
    expect(loadDraft('A', 'status')?.status).toBe('keep me');
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a network failure and keeps the text', async () => {
    installFetchRouter({ 'POST /api/v1/statuses': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderWithShell(<Composer />);
    await userEvent.type(textBox(), 'offline words');
    await userEvent.click(postButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be reached');
    expect(textBox()).toHaveValue('offline words');
  });

  it('a post kept offline is offered again when the browser is back online, and sent on the person’s word', async () => {
    let reachable = false;
    const { calls } = installFetchRouter({
      'POST /api/v1/statuses': () => (reachable ? created() : Promise.reject(new TypeError('Failed to fetch'))),
    });
    renderWithShell(<Composer />);
    await userEvent.type(textBox(), 'offline words');
    await userEvent.click(postButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be reached');
    reachable = true;
    act(() => void window.dispatchEvent(new Event('online')));
    const offer = screen.getByRole('status');
    expect(offer).toHaveTextContent('You are back online. Send the kept post?');
    expect(calls.filter((call) => call.key === 'POST /api/v1/statuses')).toHaveLength(1);
    await userEvent.click(within(offer).getByRole('button', { name: 'Post now' }));
    await waitFor(() => expect(textBox()).toHaveValue(''));
    expect(calls.filter((call) => call.key === 'POST /api/v1/statuses')).toHaveLength(2);
  });

  it('blocks a second post while posting', async () => {
    let release: () => void = () => {};
    const { calls } = installFetchRouter({
      'POST /api/v1/statuses': () => new Promise((resolve) => (release = () => resolve(created()))),
    });
    renderWithShell(<Composer />);
    await userEvent.type(textBox(), 'once');
    await userEvent.click(postButton());
    expect(screen.getByRole('button', { name: 'Posting…' })).toBeDisabled();
    fireEvent.keyDown(textBox(), { key: 'Enter', ctrlKey: true });
    expect(calls.filter((c) => c.path === '/api/v1/statuses')).toHaveLength(1);
    await act(async () => release());
  });

  it('starts with the preferred content type and language', async () => {
    localStorage.setItem('fedi:preferences', JSON.stringify({ postContentType: 'text/markdown', postLanguage: 'de' }));
    reloadPreferences();
    const { calls } = installFetchRouter({ 'POST /api/v1/statuses': created() });
    renderWithShell(<Composer />);
    expect(screen.getByRole('combobox', { name: 'Content type' })).toHaveValue('text/markdown');
    await userEvent.type(textBox(), '*hallo*');
    await userEvent.click(postButton());
    await waitFor(() => expect(calls.some((c) => c.path === '/api/v1/statuses')).toBe(true));
    const form = calls.find((c) => c.path === '/api/v1/statuses')?.form;
    expect(form?.get('content_type')).toBe('text/markdown');
    expect(form?.get('language')).toBe('de');
  });

  it('follows the preferences changed while it is open', async () => {
    const { calls } = installFetchRouter({ 'POST /api/v1/statuses': created() });
    renderWithShell(<Composer />);
    expect(screen.getByRole('combobox', { name: 'Content type' })).toHaveValue('text/plain');
    act(() => void setPreferences({ postContentType: 'text/markdown', postLanguage: 'de', modalOnPublicPost: true }));
    expect(screen.getByRole('combobox', { name: 'Content type' })).toHaveValue('text/markdown');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('de');
    await userEvent.type(textBox(), 'live');
    await userEvent.click(postButton());
    // The confirmation asked for meanwhile comes first.
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm posting' });
    expect(calls.some((c) => c.path === '/api/v1/statuses')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/v1/statuses')).toBe(true));
    const form = calls.find((c) => c.path === '/api/v1/statuses')?.form;
    expect(form?.get('content_type')).toBe('text/markdown');
    expect(form?.get('language')).toBe('de');
  });

  it('posts with Ctrl+Enter', async () => {
    const { calls } = installFetchRouter({ 'POST /api/v1/statuses': created() });
    renderWithShell(<Composer />);
    await userEvent.type(textBox(), 'keyboard');
    fireEvent.keyDown(textBox(), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/v1/statuses')).toBe(true));
  });

  it('toggles the silly features instead of posting ENABLESILLYFEATURES=1', async () => {
    const { calls } = installFetchRouter({});
    renderWithShell(<Composer />);
    await userEvent.type(textBox(), 'ENABLESILLYFEATURES=1');
    await userEvent.click(postButton());
    expect(screen.getByText('Silly features enabled')).toBeInTheDocument();
    expect(localStorage.getItem('fedi:sillyFeatures')).toBe('1');
    expect(calls).toHaveLength(0);
  });
});

describe('text limit', () => {
  it('counts text and content warning against the limit and makes the post button inert when over', async () => {
    installFetchRouter({});
    renderWithShell(<Composer />, { caps: { textLimit: 10 }, frontend: { alwaysShowSubjectInput: false } });
    await userEvent.type(textBox(), 'abcdef');
    expect(screen.getByTestId('chars-left')).toHaveTextContent('4');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Content warning' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Content warning' }), 'cwcwc');
    expect(screen.getByTestId('chars-left')).toHaveTextContent('-1');
    expect(postButton()).toBeDisabled();
  });

  it('has no counter and no limit when the limit is 0 or less', async () => {
    const { calls } = installFetchRouter({ 'POST /api/v1/statuses': created() });
    renderWithShell(<Composer />, { caps: { textLimit: 0 } });
    fireEvent.change(textBox(), { target: { value: 'x'.repeat(6000) } });
    expect(screen.queryByTestId('chars-left')).not.toBeInTheDocument();
    expect(postButton()).toBeEnabled();
    await userEvent.click(postButton());
    await waitFor(() => expect(calls.some((c) => c.path === '/api/v1/statuses')).toBe(true));
  });

  it('closing the content warning clears it and resets nsfw', async () => {
    installFetchRouter({});
    saveDraft('A', {
      ...emptyDraft('status'),
      status: 't',
      spoilerOpen: true,
      spoilerText: 'cw',
      nsfw: true,
      files: [{ id: 'm', url: '/m.png', previewUrl: '', type: 'image', description: '' }],
    });
    renderWithShell(<Composer />);
    expect(screen.getByRole('checkbox', { name: 'Mark media as sensitive' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Content warning' }));
    expect(screen.queryByRole('textbox', { name: 'Content warning' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Mark media as sensitive' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Content warning' }));
    expect(screen.getByRole('textbox', { name: 'Content warning' })).toHaveValue('');
  });
});

describe('uploads', () => {
  it('rejects a file over the upload limit with sizes in units', async () => {
    installFetchRouter({});
    renderWithShell(<Composer />, { caps: { uploadLimit: 1024 * 1024 } });
    fireEvent.change(screen.getByLabelText('Add media'), { target: { files: [pngOf(3 * 1024 * 1024)] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('File too big [3 MiB / 1 MiB]');
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads with a progress bar, then lists the file with a description', async () => {
    installFetchRouter({});
    let finish: () => void = () => {};
    upload.mockImplementation((_config, _params, onProgress) => {
      onProgress({ loaded: 50, total: 100 });
      return new Promise((resolve) => {
        finish = () => resolve({ id: 'm1', type: 'image', url: '/m1.png', preview_url: '/m1.png', description: '' });
      });
    });
    renderWithShell(<Composer />);
    fireEvent.change(screen.getByLabelText('Add media'), { target: { files: [pngOf(100)] } });
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress of a.png' });
    expect(bar).toHaveAttribute('value', '50');
    expect(postButton()).toBeDisabled();
    await act(async () => finish());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description of attachment 1' })).toBeInTheDocument();
    expect(loadDraft('A', 'status')?.files.map((f) => f.id)).toEqual(['m1']);
  });

  it('keeps a file that finishes uploading after the composer closed in the stored draft', async () => {
    installFetchRouter({});
    let finish: () => void = () => {};
    upload.mockImplementation(
      () =>
        new Promise(
          (resolve) =>
            (finish = () =>
              resolve({ id: 'late', type: 'image', url: '/late.png', preview_url: '/late.png', description: '' })),
        ),
    );
    const view = renderWithShell(<Composer />);
    await userEvent.type(textBox(), 'with a slow file');
    fireEvent.change(screen.getByLabelText('Add media'), { target: { files: [pngOf(100)] } });
    view.unmount();
    await act(async () => finish());
    expect(loadDraft('A', 'status')).toMatchObject({ status: 'with a slow file', files: [{ id: 'late' }] });
  });

  it('caps the number of files: the upload button is disabled at the limit and extra files are refused', async () => {
    installFetchRouter({});
    saveDraft('A', {
      ...emptyDraft('status'),
      files: [
        { id: 'm1', url: '/1.png', previewUrl: '', type: 'image', description: '' },
        { id: 'm2', url: '/2.png', previewUrl: '', type: 'image', description: '' },
      ],
    });
    renderWithShell(<Composer />, { instance: { configuration: { statuses: { max_media_attachments: 2 } } } });
    expect(screen.getByLabelText('Add media')).toBeDisabled();
  });

  it('refuses files beyond the limit when several are picked at once', async () => {
    installFetchRouter({});
    upload.mockImplementation(() => new Promise(() => {}));
    renderWithShell(<Composer />, { instance: { configuration: { statuses: { max_media_attachments: 2 } } } });
    fireEvent.change(screen.getByLabelText('Add media'), {
      target: { files: [pngOf(1, 'a.png'), pngOf(1, 'b.png'), pngOf(1, 'c.png')] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('at most 2 files');
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('reorders and removes attachments, and sends them in order with saved descriptions', async () => {
    const { calls } = installFetchRouter({
      'PUT /api/v1/media/m2': { body: { id: 'm2', type: 'image', url: '/2.png', description: 'second' } },
      'POST /api/v1/statuses': created(),
    });
    saveDraft('A', {
      ...emptyDraft('status'),
      files: [
        { id: 'm1', url: '/1.png', previewUrl: '', type: 'image', description: '' },
        { id: 'm2', url: '/2.png', previewUrl: '', type: 'image', description: '' },
        { id: 'm3', url: '/3.png', previewUrl: '', type: 'image', description: '' },
      ],
    });
    renderWithShell(<Composer />, { instance: { configuration: { statuses: { max_media_attachments: 4 } } } });
    await userEvent.click(screen.getByRole('button', { name: 'Move attachment 2 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove attachment 3' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Description of attachment 1' }), 'second');
    await userEvent.click(postButton());
    await waitFor(() => expect(calls.some((c) => c.path === '/api/v1/statuses')).toBe(true));
    expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/v1/media/m2')).toBe(true);
    expect(calls.find((c) => c.path === '/api/v1/statuses')?.form?.getAll('media_ids[]')).toEqual(['m2', 'm1']);
  });

  it('takes the media limit and the languages from the shell’s instance data: /api/v1/instance is asked once', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { calls } = installFetchRouter({
      'GET /api/v1/instance': {
        body: { title: 'Test', languages: ['qaa'], configuration: { statuses: { max_media_attachments: 1 } } },
      },
    });
    saveDraft('A', {
      ...emptyDraft('status'),
      files: [{ id: 'm1', url: '/1.png', previewUrl: '', type: 'image', description: '' }],
    });
    function ShellStartup() {
      useInstanceConfig();
      return null;
    }
    renderWithShell(
      <>
        <ShellStartup />
        <Composer />
      </>,
      { instanceLoaded: false },
    );
    await waitFor(() => expect(screen.getByLabelText('Add media')).toBeDisabled());
    expect(screen.getByRole('option', { name: 'qaa' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/v1/instance')).toHaveLength(1);
    jest.mocked(console.warn).mockRestore();
  });

  it('stops the post when a description cannot be saved', async () => {
    const { calls } = installFetchRouter({ 'PUT /api/v1/media/m1': { status: 500, body: {} } });
    saveDraft('A', {
      ...emptyDraft('status'),
      files: [{ id: 'm1', url: '/1.png', previewUrl: '', type: 'image', description: 'new' }],
    });
    renderWithShell(<Composer />);
    await userEvent.click(postButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update media, try again');
    expect(calls.some((c) => c.path === '/api/v1/statuses')).toBe(false);
  });
});

describe('polls', () => {
  it('needs at least 2 options and blocks the post otherwise', async () => {
    const { calls } = installFetchRouter({});
    renderWithShell(<Composer />);
    await userEvent.type(textBox(), 'question?');
    await userEvent.click(screen.getByRole('button', { name: 'Add poll' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Option 1' }), 'yes');
    await userEvent.click(postButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Too few unique options in poll');
    expect(calls.some((c) => c.path === '/api/v1/statuses')).toBe(false);
  });

  it('keeps at least 2 options and at most max_options', async () => {
    installFetchRouter({});
    renderWithShell(<Composer />, {
      caps: { pollLimits: { max_options: 3, max_option_chars: 20, min_expiration: 60, max_expiration: 86_400 } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add poll' }));
    expect(screen.getByRole('button', { name: 'Remove option 1' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add option' }));
    expect(screen.getByRole('button', { name: 'Add option' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove option 1' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove option 3' }));
    expect(screen.getAllByRole('textbox', { name: /Option \d/ })).toHaveLength(2);
  });

  it('limits option length, clamps the expiry and hides units beyond the maximum', async () => {
    installFetchRouter({});
    renderWithShell(<Composer />, {
      caps: { pollLimits: { max_options: 4, max_option_chars: 5, min_expiration: 300, max_expiration: 86_400 } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add poll' }));
    expect(screen.getByRole('textbox', { name: 'Option 1' })).toHaveAttribute('maxLength', '5');
    const unit = screen.getByRole('combobox', { name: 'Unit' });
    expect(
      within(unit)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['seconds', 'minutes', 'hours', 'days']);
    const amount = screen.getByRole('spinbutton', { name: 'Poll ends in' });
    fireEvent.change(amount, { target: { value: '1' } });
    fireEvent.blur(amount);
    expect(amount).toHaveValue(5);
    await userEvent.selectOptions(unit, 'days');
    expect(amount).toHaveValue(1);
    await userEvent.selectOptions(unit, 'hours');
    fireEvent.change(amount, { target: { value: '100' } });
    fireEvent.blur(amount);
    expect(amount).toHaveValue(24);
  });

  it('sends poll options, multiple and expires_in in seconds', async () => {
    const { calls } = installFetchRouter({ 'POST /api/v1/statuses': created() });
    renderWithShell(<Composer />);
    await userEvent.type(textBox(), 'pick one');
    await userEvent.click(screen.getByRole('button', { name: 'Add poll' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Option 1' }), 'red');
    await userEvent.type(screen.getByRole('textbox', { name: 'Option 2' }), 'blue');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Multiple choices' }));
    await userEvent.click(postButton());
    await waitFor(() => expect(calls.some((c) => c.path === '/api/v1/statuses')).toBe(true));
    const form = calls.find((c) => c.path === '/api/v1/statuses')?.form;
    expect(form?.getAll('poll[options][]')).toEqual(['red', 'blue']);
    expect(form?.get('poll[expires_in]')).toBe('600');
    expect(form?.get('poll[multiple]')).toBe('true');
  });

  it('is not offered when polls are off or max_options is below 2', () => {
    installFetchRouter({});
    renderWithShell(<Composer />, { caps: { polls: false } });
    expect(screen.queryByRole('button', { name: 'Add poll' })).not.toBeInTheDocument();
  });
});

describe('scope for replies', () => {
  const scopes = () => screen.getAllByRole('radio').map((r) => r.textContent?.trim().split(' ').pop());

  it('offers only direct when replying to a direct post, and sends it', async () => {
    const { calls } = installFetchRouter({
      'GET /api/v1/statuses/S1': { body: wireStatus({ visibility: 'direct' }) },
      'POST /api/v1/statuses': created(),
    });
    renderWithShell(<Composer replyTo="S1" />);
    await waitFor(() => expect(scopes()).toEqual(['Direct']));
    expect(textBox()).toHaveValue('@bob ');
    await userEvent.type(textBox(), 'psst');
    await userEvent.click(postButton());
    await waitFor(() => expect(calls.some((c) => c.path === '/api/v1/statuses')).toBe(true));
    const form = calls.find((c) => c.path === '/api/v1/statuses')?.form;
    expect(form?.get('visibility')).toBe('direct');
    expect(form?.get('in_reply_to_id')).toBe('S1');
  });

  it('offers direct and local for a local original', async () => {
    installFetchRouter({ 'GET /api/v1/statuses/S1': { body: wireStatus({ visibility: 'local' }) } });
    renderWithShell(<Composer replyTo="S1" />);
    await waitFor(() => expect(scopes()).toEqual(['Direct', 'Local']));
    expect(screen.getByRole('radio', { name: /Local/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('narrows the default scope to followers-only for a private original', async () => {
    installFetchRouter({ 'GET /api/v1/statuses/S1': { body: wireStatus({ visibility: 'private' }) } });
    renderWithShell(<Composer replyTo="S1" />, { me: { privacy: 'public' } });
    await waitFor(() => expect(scopes()).toEqual(['Direct', 'Followers']));
    expect(screen.getByRole('radio', { name: /Followers/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('copies an unlisted original scope and offers nothing wider', async () => {
    installFetchRouter({ 'GET /api/v1/statuses/S1': { body: wireStatus({ visibility: 'unlisted' }) } });
    renderWithShell(<Composer replyTo="S1" />, { me: { privacy: 'public' } });
    await waitFor(() => expect(scopes()).toEqual(['Direct', 'Followers', 'Unlisted']));
    expect(screen.getByRole('radio', { name: /Unlisted/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('offers every scope for a new post and starts with the default scope', () => {
    installFetchRouter({});
    renderWithShell(<Composer />, { me: { privacy: 'unlisted' } });
    expect(scopes()).toEqual(['Direct', 'Followers', 'Unlisted', 'Public', 'Local']);
    expect(screen.getByRole('radio', { name: /Unlisted/ })).toHaveAttribute('aria-checked', 'true');
  });
});

describe('warnings', () => {
  it('warns about followers-only posts when the account is not locked', async () => {
    installFetchRouter({});
    renderWithShell(<Composer />);
    await userEvent.click(screen.getByRole('radio', { name: /Followers/ }));
    expect(screen.getByText(/Your account is not locked/)).toBeInTheDocument();
  });

  it('does not warn a locked account', async () => {
    installFetchRouter({});
    renderWithShell(<Composer />, { me: { locked: true } });
    await userEvent.click(screen.getByRole('radio', { name: /Followers/ }));
    expect(screen.queryByText(/Your account is not locked/)).not.toBeInTheDocument();
  });

  it('words the direct warning by safeDM', async () => {
    installFetchRouter({});
    renderWithShell(<Composer />, { caps: { features: ['safe_dm_mentions'] } });
    await userEvent.click(screen.getByRole('radio', { name: /Direct/ }));
    expect(screen.getByText(/only to the first mentioned user/)).toBeInTheDocument();
  });

  it('warns when a content warning goes with unmarked media, and asks before posting sensitive media without one', async () => {
    const { calls } = installFetchRouter({ 'POST /api/v1/statuses': created() });
    saveDraft('A', {
      ...emptyDraft('status'),
      status: 'pic',
      spoilerOpen: true,
      spoilerText: 'cw',
      files: [{ id: 'm', url: '/m.png', previewUrl: '', type: 'image', description: '' }],
    });
    renderWithShell(<Composer />);
    expect(screen.getByText(/will not apply to the attachments/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mark media as sensitive' }));
    expect(screen.queryByText(/will not apply to the attachments/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Content warning' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mark media as sensitive' }));
    await userEvent.click(postButton());
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('no content warning');
    expect(calls.some((c) => c.path === '/api/v1/statuses')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/v1/statuses')).toBe(true));
  });

  it('asks for confirmation by visibility when the preference is on', async () => {
    localStorage.setItem('fedi:preferences', JSON.stringify({ modalOnDirectPost: true }));
    reloadPreferences();
    const { calls } = installFetchRouter({ 'POST /api/v1/statuses': created() });
    renderWithShell(<Composer />);
    await userEvent.type(textBox(), '@bob hi');
    await userEvent.click(screen.getByRole('radio', { name: /Direct/ }));
    await userEvent.click(postButton());
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Post this direct message?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.path === '/api/v1/statuses')).toBe(false);
  });
});

describe('preview', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('says the preview of an empty post is empty, without asking the server', async () => {
    const { calls } = installFetchRouter({});
    renderWithShell(<Composer />);
    await user().click(screen.getByRole('button', { name: 'Preview' }));
    act(() => jest.advanceTimersByTime(600));
    expect(screen.getByRole('region', { name: 'Preview' })).toHaveTextContent('Empty');
    expect(calls.some((c) => c.path === '/api/v1/statuses')).toBe(false);
  });

  it('renders the server preview 500 ms after the last change, and shows errors in a box', async () => {
    let fail = false;
    const { calls } = installFetchRouter({
      'POST /api/v1/statuses': (call) =>
        fail
          ? { status: 422, body: { error: 'bad markup' } }
          : { body: wireStatus({ content: `<p>${String(call.form?.get('status'))}</p>` }) },
    });
    renderWithShell(<Composer />);
    await user().type(textBox(), 'preview');
    await user().click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('preview', { selector: 'p' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/v1/statuses')?.form?.get('preview')).toBe('true');
    await user().type(textBox(), ' me');
    act(() => jest.advanceTimersByTime(400));
    expect(calls.filter((c) => c.path === '/api/v1/statuses')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(200));
    expect(await screen.findByText('preview me', { selector: 'p' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/v1/statuses')).toHaveLength(2);
    fail = true;
    await user().type(textBox(), '!');
    act(() => jest.advanceTimersByTime(600));
    expect(await screen.findByText(/Preview failed: bad markup/)).toBeInTheDocument();
  });
});

describe('drafts', () => {
  it('restores the stored draft when the composer opens again', async () => {
    installFetchRouter({});
    const first = renderWithShell(<Composer />);
    await userEvent.type(textBox(), 'unfinished');
    first.unmount();
    renderWithShell(<Composer />);
    expect(textBox()).toHaveValue('unfinished');
    expect(screen.getByText('Your draft was restored.')).toBeInTheDocument();
  });

  it('keeps reply drafts apart from new posts and reopens them from the drafts list', async () => {
    installFetchRouter({ 'GET /api/v1/statuses/S1': { body: wireStatus() } });
    saveDraft('A', { ...emptyDraft('reply:S1', { replyTo: 'S1' }), status: 'my reply' });
    renderWithShell(<Composer />);
    expect(textBox()).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Drafts' }));
    const list = screen.getByRole('region', { name: 'Drafts' });
    expect(list).toHaveTextContent('my reply');
    await userEvent.click(within(list).getByRole('button', { name: 'Open' }));
    expect(textBox()).toHaveValue('my reply');
  });
});

describe('autocomplete', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('searches users 300 ms after typing, shows at most 5 and inserts the chosen one', async () => {
    const accounts = Array.from({ length: 8 }, (_, i) => ({
      id: `u${i}`,
      acct: `al${i}`,
      username: `al${i}`,
      display_name: `Al ${i}`,
      avatar: '',
    }));
    const { calls } = installFetchRouter({ 'GET /api/v1/accounts/search': { body: accounts } });
    renderWithShell(<Composer />);
    await user().type(textBox(), 'hi @al');
    act(() => jest.advanceTimersByTime(200));
    expect(calls.some((c) => c.path === '/api/v1/accounts/search')).toBe(false);
    act(() => jest.advanceTimersByTime(150));
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(within(list).getAllByRole('option')).toHaveLength(5);
    fireEvent.keyDown(textBox(), { key: 'ArrowDown' });
    fireEvent.keyDown(textBox(), { key: 'Enter' });
    expect(textBox()).toHaveValue('hi @al1 ');
  });

  it('does not search the server for a mention with a domain part', async () => {
    const { calls } = installFetchRouter({ 'GET /api/v1/accounts/search': { body: [] } });
    renderWithShell(<Composer />);
    await user().type(textBox(), '@bob@remote.example');
    act(() => jest.advanceTimersByTime(1000));
    expect(calls.some((c) => c.path === '/api/v1/accounts/search')).toBe(false);
  });

  it('suggests MFM function names locally', async () => {
    const { calls } = installFetchRouter({});
    renderWithShell(<Composer />);
    await user().type(textBox(), '$[[sp');
    const list = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['$[sparkle', '$[spin']);
    expect(calls).toHaveLength(0);
  });
});

describe('modal', () => {
  it('asks before closing with text, and closes at once when empty', async () => {
    installFetchRouter({});
    const onClose = jest.fn();
    renderWithShell(<ComposerModal state="visible" onClose={onClose} onTogglePeek={() => {}} options={{}} />);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.type(textBox(), 'words');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    const dialog = screen.getByRole('alertdialog', { name: 'Close the composer?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(loadDraft('A', 'status')).toBeNull();
  });

  it('takes its first text from options.message', () => {
    installFetchRouter({});
    renderWithShell(
      <ComposerModal state="visible" onClose={() => {}} onTogglePeek={() => {}} options={{ message: 'shared link' }} />,
    );
    expect(textBox()).toHaveValue('shared link');
  });
});
