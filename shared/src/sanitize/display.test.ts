import { AccountSchema } from '../api_types/account';
import { parseOne } from '../api_types/parse';
import { StatusSchema } from '../api_types/status';
import { normalizeStatus } from '../models/status';
import { normalizeUser } from '../models/user';
import { copy, fixtures } from '../test-helpers/fixtures';
import {
  announcementHtml,
  chatMessageHtml,
  displayAcct,
  displayNameHtml,
  fieldsHtml,
  noteHtml,
  pollOptionHtml,
  statusHtml,
} from './display';
import { emojifyHtml } from './emoji';

jest.mock('./emoji', () => {
  const actual = jest.requireActual<typeof import('./emoji')>('./emoji');
  return { ...actual, emojifyHtml: jest.fn(actual.emojifyHtml) };
});

const emojify = emojifyHtml as jest.MockedFunction<typeof emojifyHtml>;
const BLOB = [{ shortcode: 'blob', url: 'https://s.example/blob.png', static_url: 'https://s.example/blob.png' }];

beforeEach(() => emojify.mockClear());

describe('entity display helpers', () => {
  test('a status: its content with custom emoji, worked out once per status object', () => {
    const wire = copy(fixtures.akkoma.status) as Record<string, unknown>;
    wire.content = '<p>hi :blobcat:</p>';
    const status = normalizeStatus(parseOne(StatusSchema, wire));
    expect(status.content).toBe('<p>hi :blobcat:</p>');
    const html = statusHtml(status);
    expect(html).toContain('<img class="emoji" src="https://akko.example/emoji/blobcat.png"');
    expect(statusHtml(status)).toBe(html);
    expect(emojify).toHaveBeenCalledTimes(1);
    // The cache replaces the object when the status changes: a new object is worked out anew.
    const changed = { ...status, content: '<p>bye :blobcat:</p>' };
    expect(statusHtml(changed)).toContain('bye <img class="emoji"');
    expect(emojify).toHaveBeenCalledTimes(2);
  });

  test('a user: display name escaped, bio and fields with emoji, each remembered', () => {
    const user = normalizeUser(parseOne(AccountSchema, fixtures.akkoma.account));
    const name = displayNameHtml(user);
    expect(name).toContain('<img class="emoji"');
    expect(displayNameHtml({ display_name: 'A <3 :blob:', emojis: BLOB })).toBe(
      'A &lt;3 <img class="emoji" src="https://s.example/blob.png" alt=":blob:" title=":blob:" draggable="false">',
    );
    expect(noteHtml(user)).toBe(user.note);
    const fields = fieldsHtml(user);
    expect(fields[0]).toMatchObject({ name: 'Website', verified_at: '2023-01-01T00:00:00.000Z' });
    expect(fields[0]?.value).toContain('href="https://lain.example"');
    const calls = emojify.mock.calls.length;
    expect(displayNameHtml(user)).toBe(name);
    expect(fieldsHtml(user)).toBe(fields);
    expect(emojify.mock.calls.length).toBe(calls);
  });

  test('poll option, chat message and announcement HTML', () => {
    const poll = { emojis: BLOB };
    expect(pollOptionHtml(poll, { title: '<b> :blob:' })).toMatch(/^&lt;b&gt; <img class="emoji"/);
    expect(chatMessageHtml({ content: 'yo :blob:', emojis: BLOB })).toMatch(/^yo <img class="emoji"/);
    expect(announcementHtml({ content: '<p>:blob:</p>', emojis: [] })).toBe('<p>:blob:</p>');
  });

  test.each([
    ['local', 'local'],
    ['bob@example.com', 'bob@example.com'],
    ['bob@xn--80ak6aa92e.com', 'bob@🌐аррӏе.com'],
  ])('displayAcct(%s) → %s', (acct, expected) => {
    expect(displayAcct(acct)).toBe(expected);
  });
});
