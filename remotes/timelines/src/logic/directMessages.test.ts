import { directMessagesTarget, lacksDirectMessages } from './directMessages';

describe('the Direct messages tab per server', () => {
  it('reads the direct timeline or the conversations, as the server’s capabilities say', () => {
    expect(directMessagesTarget({ directMessages: 'timeline' })).toEqual({ name: 'dms' });
    expect(directMessagesTarget({ directMessages: 'conversations' })).toEqual({ name: 'dms', via: 'conversations' });
  });

  it('is missing only when the call it reads is', () => {
    expect(lacksDirectMessages({ directMessages: 'conversations', missing: ['directTimeline'] })).toBe(false);
    expect(lacksDirectMessages({ directMessages: 'conversations', missing: ['conversations'] })).toBe(true);
    expect(lacksDirectMessages({ directMessages: 'timeline', missing: ['directTimeline'] })).toBe(true);
  });
});
