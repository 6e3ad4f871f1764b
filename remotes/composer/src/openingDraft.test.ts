import { emptyDraft, openingDraft } from './drafts';

describe('the draft a composer opens with (spec §2 message query)', () => {
  const fresh = emptyDraft('status');
  it('starts a new draft with the message', () => {
    expect(openingDraft(null, fresh, 'hello').status).toBe('hello');
    expect(openingDraft(null, fresh).status).toBe('');
  });
  it('keeps an existing draft whole and adds the message after it', () => {
    const stored = { ...fresh, status: 'my draft  ', spoilerText: 'cw', updatedAt: 5 };
    expect(openingDraft(stored, fresh, 'hello')).toEqual({ ...stored, status: 'my draft\n\nhello' });
    expect(openingDraft(stored, fresh)).toBe(stored);
  });
  it('does not add the message twice', () => {
    const stored = { ...fresh, status: 'my draft\n\nhello' };
    expect(openingDraft(stored, fresh, 'hello')).toBe(stored);
  });
  it('fills an empty stored draft with the message, keeping its settings', () => {
    const stored = { ...fresh, visibility: 'unlisted' as const };
    expect(openingDraft(stored, fresh, 'hello')).toEqual({ ...stored, status: 'hello' });
  });
});
