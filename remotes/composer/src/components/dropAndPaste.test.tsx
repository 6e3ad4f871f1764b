import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import { renderWithShell } from '../testing/harness';
import { createEvent, fireEvent, screen, waitFor } from '@testing-library/react';
import { reloadPreferences } from '@fedi/shared';
import { uploadMediaWithProgress } from '@fedi/shared/uploads';
import Composer from '../exposed/Composer';

jest.mock('@fedi/shared/uploads', () => ({ uploadMediaWithProgress: jest.fn() }));
const upload = uploadMediaWithProgress as jest.MockedFunction<typeof uploadMediaWithProgress>;

const png = (name: string) => new File(['x'], name, { type: 'image/png' });
const form = () => screen.getByRole('textbox', { name: 'Post text' }).closest('form') as HTMLFormElement;
const files = (...list: File[]) => ({ dataTransfer: { files: list, types: ['Files'], dropEffect: 'none' } });
const uploadedNames = () => upload.mock.calls.map(([, params]) => params.filename);
const HINT = 'Drop the files here to attach them';

beforeEach(() => {
  localStorage.clear();
  reloadPreferences();
  upload.mockReset();
  let n = 0;
  upload.mockImplementation(async (_config, params) => ({
    id: `m${++n}`,
    type: 'image',
    url: `/${params.filename}`,
    preview_url: '',
    description: '',
  }));
});

describe('drag and drop upload', () => {
  it('shows where dragged files go, and uploads them when dropped on the composer', async () => {
    installFetchRouter({});
    renderWithShell(<Composer />);
    fireEvent.dragEnter(form(), files(png('a.png')));
    expect(screen.getByRole('status')).toHaveTextContent(HINT);
    expect(form()).toHaveClass('drop-target');
    fireEvent.dragOver(form(), files(png('a.png')));
    fireEvent.drop(form(), files(png('a.png'), png('b.png')));
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Description of attachment 2' })).toBeInTheDocument(),
    );
    expect(uploadedNames()).toEqual(['a.png', 'b.png']);
  });

  it('a drop onto the text area lands in the composer too (the drop bubbles to the form)', async () => {
    installFetchRouter({});
    renderWithShell(<Composer />);
    fireEvent.drop(screen.getByRole('textbox', { name: 'Post text' }), files(png('c.png')));
    await waitFor(() => expect(uploadedNames()).toEqual(['c.png']));
  });

  it('the hint goes away when the files are dragged out again', () => {
    installFetchRouter({});
    renderWithShell(<Composer />);
    fireEvent.dragEnter(form(), files(png('a.png')));
    fireEvent.dragEnter(screen.getByRole('textbox', { name: 'Post text' }), files(png('a.png')));
    fireEvent.dragLeave(form(), files(png('a.png')));
    expect(screen.getByText(HINT)).toBeInTheDocument();
    fireEvent.dragLeave(form(), files(png('a.png')));
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('keeps to the file limit: files beyond it are refused with the message', async () => {
    installFetchRouter({});
    renderWithShell(<Composer />, { instance: { configuration: { statuses: { max_media_attachments: 2 } } } });
    fireEvent.drop(form(), files(png('a.png'), png('b.png'), png('c.png')));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can attach at most 2 files');
    await waitFor(() => expect(uploadedNames()).toEqual(['a.png', 'b.png']));
  });

  it('ignores dragged text: no hint, and the browser keeps its own text drop', () => {
    installFetchRouter({});
    renderWithShell(<Composer />);
    const text = { dataTransfer: { files: [], types: ['text/plain'] } };
    fireEvent.dragEnter(form(), text);
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
    const drop = createEvent.drop(form(), text);
    fireEvent(form(), drop);
    expect(drop.defaultPrevented).toBe(false);
    expect(upload).not.toHaveBeenCalled();
  });
});

describe('paste upload', () => {
  it('uploads an image pasted into the text, and leaves the text alone', async () => {
    installFetchRouter({});
    renderWithShell(<Composer />);
    const box = screen.getByRole('textbox', { name: 'Post text' });
    const paste = createEvent.paste(box, { clipboardData: { files: [new File(['x'], '', { type: 'image/png' })] } });
    fireEvent(box, paste);
    expect(paste.defaultPrevented).toBe(true);
    await waitFor(() => expect(uploadedNames()).toEqual(['pasted image']));
    expect(box).toHaveValue('');
  });

  it('a paste of text only is an ordinary paste', () => {
    installFetchRouter({});
    renderWithShell(<Composer />);
    const box = screen.getByRole('textbox', { name: 'Post text' });
    const paste = createEvent.paste(box, { clipboardData: { files: [], getData: () => 'words' } });
    fireEvent(box, paste);
    expect(paste.defaultPrevented).toBe(false);
    expect(upload).not.toHaveBeenCalled();
  });
});

describe('files given when the composer opens (a share to the installed app)', () => {
  it('uploads them once, as attachments of the new post', async () => {
    installFetchRouter({});
    renderWithShell(<Composer initialFiles={[png('shared.png')]} initialText="Look" />);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Description of attachment 1' })).toBeInTheDocument(),
    );
    expect(screen.getByRole('textbox', { name: 'Post text' })).toHaveValue('Look');
    expect(uploadedNames()).toEqual(['shared.png']);
  });
});
