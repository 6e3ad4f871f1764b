import { draftKey, emptyDraft, isDraftEmpty, listDrafts, loadDraft, removeDraft, saveDraft } from './drafts';

beforeEach(() => localStorage.clear());

describe('draft keys', () => {
  it('names drafts status, reply:{id}, quote:{id}, edit:{id}, redraft:{id}', () => {
    expect(draftKey({})).toBe('status');
    expect(draftKey({ replyTo: '7' })).toBe('reply:7');
    expect(draftKey({ quoteOf: '8' })).toBe('quote:8');
    expect(draftKey({ editOf: '9' })).toBe('edit:9');
    expect(draftKey({ redraftOf: '10' })).toBe('redraft:10');
  });
});

describe('draft storage', () => {
  it('stores, restores and removes a draft, with uploaded attachment ids', () => {
    const draft = {
      ...emptyDraft('reply:7', { replyTo: '7' }),
      status: 'hi',
      files: [{ id: 'm1', url: '/m1.png', previewUrl: '/m1.png', type: 'image', description: 'd' }],
    };
    expect(saveDraft('u1', draft)).toBe(true);
    expect(loadDraft('u1', 'reply:7')).toMatchObject({ status: 'hi', replyTo: '7', files: [{ id: 'm1' }] });
    expect(loadDraft('u2', 'reply:7')).toBeNull();
    removeDraft('u1', 'reply:7');
    expect(loadDraft('u1', 'reply:7')).toBeNull();
  });
  it('removes a draft when it becomes empty', () => {
    saveDraft('u1', { ...emptyDraft('status'), status: 'x' });
    expect(loadDraft('u1', 'status')).not.toBeNull();
    saveDraft('u1', emptyDraft('status'));
    expect(loadDraft('u1', 'status')).toBeNull();
  });
  it('counts a content warning or poll text as content', () => {
    expect(isDraftEmpty(emptyDraft('status'))).toBe(true);
    expect(isDraftEmpty({ ...emptyDraft('status'), spoilerText: 'cw' })).toBe(false);
    expect(
      isDraftEmpty({
        ...emptyDraft('status'),
        poll: { options: ['a', ''], multiple: false, amount: 10, unit: 'minutes' },
      }),
    ).toBe(false);
    expect(
      isDraftEmpty({
        ...emptyDraft('status'),
        poll: { options: ['', ''], multiple: false, amount: 10, unit: 'minutes' },
      }),
    ).toBe(true);
  });
  it('lists drafts newest first', () => {
    const now = jest.spyOn(Date, 'now');
    now.mockReturnValue(1000);
    saveDraft('u1', { ...emptyDraft('status'), status: 'old' });
    now.mockReturnValue(2000);
    saveDraft('u1', { ...emptyDraft('quote:3', { quoteOf: '3' }), status: 'new' });
    now.mockRestore();
    expect(listDrafts('u1').map((d) => d.key)).toEqual(['quote:3', 'status']);
  });
});
