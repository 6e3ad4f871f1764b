import { matchingMuteWords, muteDisplay, type MuteContext, type MuteInput } from './mute';

const status = (overrides: Partial<MuteInput> = {}): MuteInput => ({
  authorId: 'bob',
  authorBot: false,
  authorMuted: false,
  threadMuted: false,
  text: 'hello world',
  mentionIds: [],
  ...overrides,
});
const context = (overrides: Partial<MuteContext> = {}): MuteContext => ({
  viewerId: 'alice',
  muteWords: [],
  muteBotStatuses: false,
  blockedOrMutedIds: new Set(),
  ...overrides,
});

describe('muted vs hidden (spec §4 Status display)', () => {
  it('is normal without a reason', () => expect(muteDisplay(status(), context())).toEqual({ display: 'normal' }));
  it('mutes for a muted author, thread, word, bot or mentioned blocked user', () => {
    expect(muteDisplay(status({ authorMuted: true }), context())).toEqual({ display: 'muted', reasons: ['user'] });
    expect(muteDisplay(status({ threadMuted: true }), context())).toEqual({ display: 'muted', reasons: ['thread'] });
    expect(muteDisplay(status({ text: 'Big SPOILERS ahead' }), context({ muteWords: ['spoilers'] }))).toEqual({
      display: 'muted',
      reasons: ['word'],
    });
    expect(muteDisplay(status({ authorBot: true }), context({ muteBotStatuses: true }))).toEqual({
      display: 'muted',
      reasons: ['bot'],
    });
    expect(muteDisplay(status({ authorBot: true }), context())).toEqual({ display: 'normal' });
    expect(muteDisplay(status({ mentionIds: ['eve'] }), context({ blockedOrMutedIds: new Set(['eve']) }))).toEqual({
      display: 'muted',
      reasons: ['mentions'],
    });
  });
  it('never mutes one’s own posts', () => {
    expect(
      muteDisplay(
        status({ authorId: 'alice', threadMuted: true, text: 'spoilers' }),
        context({ muteWords: ['spoilers'] }),
      ),
    ).toEqual({ display: 'normal' });
  });
  it('lifts the author mute on the author’s own profile', () => {
    expect(muteDisplay(status({ authorMuted: true }), context({ profileUserId: 'bob' }))).toEqual({
      display: 'normal',
    });
  });
  it('lifts a thread mute inside the conversation unless words match', () => {
    expect(muteDisplay(status({ threadMuted: true }), context({ inConversation: true }))).toEqual({
      display: 'normal',
    });
    expect(
      muteDisplay(
        status({ threadMuted: true, text: 'spoilers' }),
        context({ inConversation: true, muteWords: ['spoilers'] }),
      ),
    ).toEqual({
      display: 'muted',
      reasons: ['word'],
    });
  });
  it('hides only when the matching hide setting is on', () => {
    expect(
      muteDisplay(status({ text: 'spoilers' }), context({ muteWords: ['spoilers'], hideFilteredStatuses: true }))
        .display,
    ).toBe('hidden');
    expect(
      muteDisplay(status({ text: 'spoilers' }), context({ muteWords: ['spoilers'], hideMutedPosts: true })).display,
    ).toBe('muted');
    expect(muteDisplay(status({ authorMuted: true }), context({ hideFilteredStatuses: true })).display).toBe('muted');
    expect(muteDisplay(status({ authorMuted: true }), context({ hideMutedPosts: true })).display).toBe('hidden');
  });
  it('matches mute words case-insensitively and ignores blank ones', () => {
    expect(matchingMuteWords('Hello There', ['there', ' ', 'nope'])).toEqual(['there']);
  });
  it('matches whole words only when asked', () => {
    const word = { word: 'cat', wholeWord: true };
    expect(matchingMuteWords('A Cat sat', [word])).toEqual(['cat']);
    expect(matchingMuteWords('concatenate', [word])).toEqual([]);
    expect(matchingMuteWords('concatenate', ['cat'])).toEqual(['cat']);
    expect(matchingMuteWords('Käse-cat!', [word])).toEqual(['cat']);
  });
  it('matches regular expressions case-insensitively and skips ones that do not compile', () => {
    expect(matchingMuteWords('Season 3 spoilers', [{ word: 'season \\d+', regex: true }])).toEqual(['season \\d+']);
    expect(matchingMuteWords('season x', [{ word: 'season \\d+', regex: true }])).toEqual([]);
    expect(matchingMuteWords('a (b', [{ word: '(b', regex: true }])).toEqual([]);
    expect(matchingMuteWords('a.b', [{ word: 'a.b' }])).toEqual(['a.b']);
    expect(matchingMuteWords('axb', [{ word: 'a.b' }])).toEqual([]);
  });
});
