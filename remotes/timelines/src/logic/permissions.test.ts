import {
  canBite,
  canDelete,
  canEdit,
  canPin,
  canQuote,
  canRedraft,
  canRepeat,
  needsRepeatConfirm,
  type Viewer,
} from './permissions';

const anon: Viewer = { id: null };
const alice: Viewer = { id: 'alice', role: 'member' };
const mod: Viewer = { id: 'mod', role: 'moderator' };
const admin: Viewer = { id: 'admin', role: 'admin' };
const own = (visibility: 'public' | 'unlisted' | 'private' | 'direct' | 'local') => ({ authorId: 'alice', visibility });
const bobs = (visibility: 'public' | 'unlisted' | 'private' | 'direct' | 'local') => ({ authorId: 'bob', visibility });

describe('repeat (spec §5)', () => {
  it('needs a signed-in viewer', () => expect(canRepeat(anon, bobs('public'))).toBe(false));
  it('is refused for direct posts, even own ones', () => {
    expect(canRepeat(alice, bobs('direct'))).toBe(false);
    expect(canRepeat(alice, own('direct'))).toBe(false);
  });
  it('allows private posts only when they are one’s own', () => {
    expect(canRepeat(alice, bobs('private'))).toBe(false);
    expect(canRepeat(alice, own('private'))).toBe(true);
  });
  it('allows public, unlisted and local posts', () => {
    for (const visibility of ['public', 'unlisted', 'local'] as const)
      expect(canRepeat(alice, bobs(visibility))).toBe(true);
  });
  it('asks for confirmation only when not yet repeated and the setting is on', () => {
    expect(needsRepeatConfirm(false, true)).toBe(true);
    expect(needsRepeatConfirm(true, true)).toBe(false);
    expect(needsRepeatConfirm(false, false)).toBe(false);
  });
});

describe('quote', () => {
  it('only public or unlisted, signed in, server supports quotes', () => {
    expect(canQuote(alice, bobs('public'))).toBe(true);
    expect(canQuote(alice, bobs('unlisted'))).toBe(true);
    expect(canQuote(alice, bobs('private'))).toBe(false);
    expect(canQuote(alice, bobs('direct'))).toBe(false);
    expect(canQuote(alice, bobs('local'))).toBe(false);
    expect(canQuote(anon, bobs('public'))).toBe(false);
    expect(canQuote(alice, bobs('public'), false)).toBe(false);
  });
});

describe('pin', () => {
  it('own public, unlisted or private posts only', () => {
    expect(canPin(alice, own('public'))).toBe(true);
    expect(canPin(alice, own('unlisted'))).toBe(true);
    expect(canPin(alice, own('private'))).toBe(true);
    expect(canPin(alice, own('direct'))).toBe(false);
    expect(canPin(alice, own('local'))).toBe(false);
    expect(canPin(alice, bobs('public'))).toBe(false);
    expect(canPin(admin, bobs('public'))).toBe(false);
  });
});

describe('delete, edit, redraft', () => {
  it('delete: author, moderators and admins', () => {
    expect(canDelete(alice, own('public'))).toBe(true);
    expect(canDelete(alice, bobs('public'))).toBe(false);
    expect(canDelete(mod, bobs('public'))).toBe(true);
    expect(canDelete(admin, bobs('direct'))).toBe(true);
    expect(canDelete(anon, bobs('public'))).toBe(false);
  });
  it('edit: own posts when editing is available', () => {
    expect(canEdit(alice, own('public'), true)).toBe(true);
    expect(canEdit(alice, own('public'), false)).toBe(false);
    expect(canEdit(admin, bobs('public'), true)).toBe(false);
  });
  it('redraft: author only', () => {
    expect(canRedraft(alice, own('private'))).toBe(true);
    expect(canRedraft(mod, bobs('public'))).toBe(false);
  });
  it('bite: signed in, not own', () => {
    expect(canBite(alice, bobs('public'), true)).toBe(true);
    expect(canBite(alice, own('public'), true)).toBe(false);
    expect(canBite(alice, bobs('public'), false)).toBe(false);
  });
});
