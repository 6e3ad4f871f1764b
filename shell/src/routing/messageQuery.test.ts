import { takeMessage } from './messageQuery';

describe('message query (spec §2)', () => {
  it('takes the message and keeps the rest of the query', () => {
    const { message, rest } = takeMessage('?message=hello%20there&x=1');
    expect(message).toBe('hello there');
    expect(rest.toString()).toBe('x=1');
  });
  it('has no message when absent or blank', () => {
    expect(takeMessage('?x=1').message).toBeNull();
    expect(takeMessage('?message=%20').message).toBeNull();
    expect(takeMessage('').message).toBeNull();
  });
});
