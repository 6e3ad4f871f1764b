import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Hostile-data mode (test controls, `POST /__dev/hostile { on }`): some answers are rewritten into what a
 * broken or malicious server might send, built from the real answer so the rest stays valid:
 * - the public timeline gets, on top, statuses with a missing id, wrongly typed fields, an unknown
 *   visibility and type, 1 MB strings (content and author name, no spaces), 2,000 reactions, 10,000
 *   custom emoji, broken media URLs, invalid dates, right-to-left override characters in names;
 * - a status's context is a 2,000-deep reply chain;
 * - notifications get an unknown type and entities with missing or wrongly typed fields;
 * - the instance's custom emoji (both lists) are 10,000 more (broken image addresses).
 */
export class Hostile {
  on = false;

  hook = async (req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    if (!this.on || req.method !== 'GET' || typeof payload !== 'string' || reply.statusCode !== 200) return payload;
    const path = req.url.split('?')[0] ?? req.url;
    const query = new URLSearchParams(req.url.split('?')[1] ?? '');
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    let changed: unknown;
    // Only the newest page: older pages stay real, so paging ends.
    const newest = !query.has('max_id') && !query.has('since_id') && !query.has('min_id');
    if (path === '/api/v1/timelines/public' && newest && Array.isArray(body)) changed = hostileTimeline(body);
    else if (/^\/api\/v1\/statuses\/[^/]+\/context$/.test(path)) changed = hostileContext(body);
    else if (path === '/api/v1/notifications' && newest && Array.isArray(body)) changed = hostileNotifications(body);
    else if (path === '/api/v1/custom_emojis' && Array.isArray(body)) changed = [...body, ...manyEmoji(10_000)];
    else if (path === '/api/v1/pleroma/emoji' && body && typeof body === 'object')
      changed = {
        ...body,
        ...Object.fromEntries(
          manyEmoji(10_000).map((emoji) => [emoji.shortcode, { image_url: emoji.url, tags: [emoji.category] }]),
        ),
      };
    return changed === undefined ? payload : JSON.stringify(changed);
  };
}

type J = Record<string, unknown>;

const BROKEN = 'https://broken.invalid';
export const HOSTILE_MB = 'W'.repeat(1_048_576);
/** Right-to-left override around a name: shown as typed, it would reverse what follows it. */
export const RTL_NAME = '\u202Eevil\u202C Mallory \u202Egnp.exe';

/** Ids that sort above the seeded ones (same length, `z…`). */
const hostileId = (n: number) => `zhostile${String(n).padStart(10, '0')}`;

function manyEmoji(count: number): Array<{ shortcode: string; url: string; category: string } & J> {
  return Array.from({ length: count }, (_, i) => ({
    shortcode: `hostile_${i}`,
    url: `${BROKEN}/emoji/${i}.png`,
    static_url: `${BROKEN}/emoji/${i}.png`,
    visible_in_picker: true,
    category: `hostile ${i % 50}`,
  }));
}

function hostileTimeline(list: unknown[]): unknown[] {
  const template = list.find((item): item is J => !!item && typeof item === 'object') ?? null;
  if (!template) return list;
  const account = template.account as J;
  const base = (n: number, text: string): J => ({
    ...template,
    id: hostileId(n),
    uri: `${BROKEN}/objects/${n}`,
    url: `${BROKEN}/notice/${n}`,
    content: `<p>${text}</p>`,
    spoiler_text: '',
    sensitive: false,
    reblog: null,
    poll: null,
    card: null,
    in_reply_to_id: null,
    in_reply_to_account_id: null,
    media_attachments: [],
    pleroma: { ...((template.pleroma as J | undefined) ?? {}), emoji_reactions: [] },
  });
  const statuses: unknown[] = [
    // No id: cannot be shown, skipped.
    { ...base(1, 'Hostile: no id'), id: undefined },
    // No account at all: skipped.
    { ...base(2, 'Hostile: no account'), account: 'nobody' },
    // Wrongly typed fields everywhere but id and account: shown with what can be read.
    {
      ...base(3, 'Hostile: wrongly typed fields'),
      favourites_count: 'lots',
      reblogs_count: { many: true },
      replies_count: -5,
      sensitive: 'yes',
      media_attachments: 'none',
      mentions: [null, 5, { id: 7 }],
      tags: { name: 'x' },
      emojis: 'many',
      visibility: 17,
      language: ['en'],
      account: { ...account, display_name: 42, followers_count: 'x', emojis: null, fields: 'none' },
    },
    // Unknown visibility and status type.
    { ...base(4, 'Hostile: unknown visibility and type'), visibility: 'galaxy', type: 'wormhole' },
    // 1 MB strings without a break, in the content and the author's name.
    {
      ...base(5, `Hostile: one megabyte ${HOSTILE_MB}`),
      account: { ...account, id: hostileId(105), display_name: HOSTILE_MB, username: 'megabyte', acct: 'megabyte' },
    },
    // 2,000 reactions.
    {
      ...base(6, 'Hostile: two thousand reactions'),
      pleroma: {
        ...((template.pleroma as J | undefined) ?? {}),
        emoji_reactions: Array.from({ length: 2_000 }, (_, i) => ({
          name: `hostile_${i}`,
          count: i + 1,
          me: false,
          url: `${BROKEN}/emoji/${i}.png`,
        })),
      },
    },
    // 10,000 custom emoji on one post, a thousand of them used.
    {
      ...base(7, `Hostile: ten thousand emoji ${Array.from({ length: 1_000 }, (_, i) => `:hostile_${i}:`).join('')}`),
      emojis: manyEmoji(10_000),
    },
    // Broken media addresses and an unknown media type.
    {
      ...base(8, 'Hostile: broken media'),
      media_attachments: [
        { id: 'hm1', type: 'image', url: `${BROKEN}/a.png`, preview_url: 'javascript:alert(1)', description: 'broken' },
        { id: 'hm2', type: 'hologram', url: null, preview_url: 42 },
        { id: 'hm3', type: 'video', url: 'not a url at all', remote_url: '//evil.invalid/x' },
        { type: 'image', url: `${BROKEN}/no-id.png` },
      ],
    },
    // Invalid dates.
    {
      ...base(9, 'Hostile: invalid dates'),
      created_at: '2024-13-45T99:99:99Z',
      edited_at: 'yesterday',
      account: { ...account, created_at: 'never', last_status_at: 'soon' },
    },
    // Right-to-left override characters in the names.
    {
      ...base(10, 'Hostile: right-to-left override in the name'),
      account: { ...account, id: hostileId(110), display_name: RTL_NAME, username: 'mallory', acct: 'mallory\u202E' },
    },
  ];
  return [...statuses, ...list];
}

/** A 2,000-deep reply chain above the asked status. */
function hostileContext(body: unknown): unknown {
  const context = body && typeof body === 'object' ? (body as J) : {};
  const account = {
    id: hostileId(900),
    username: 'chain',
    acct: 'chain',
    display_name: 'Chain',
    url: `${BROKEN}/chain`,
  };
  const depth = 2_000;
  const ancestors = Array.from({ length: depth }, (_, i) => ({
    id: `zchain${String(i).padStart(12, '0')}`,
    created_at: new Date(Date.UTC(2024, 0, 1, 0, i)).toISOString(),
    account,
    content: `<p>Link ${i + 1} of a ${depth}-deep chain</p>`,
    visibility: 'public',
    in_reply_to_id: i === 0 ? null : `zchain${String(i - 1).padStart(12, '0')}`,
    media_attachments: [],
    mentions: [],
    tags: [],
    emojis: [],
  }));
  return { ...context, ancestors };
}

function hostileNotifications(list: unknown[]): unknown[] {
  const template = list.find((item): item is J => !!item && typeof item === 'object') ?? null;
  if (!template) return list;
  return [
    { ...template, id: 'zhostilenotif00001', type: 'wormhole' },
    { ...template, id: 'zhostilenotif00002', type: 'mention', account: null, status: null },
    { ...template, id: undefined },
    {
      ...template,
      id: 'zhostilenotif00004',
      created_at: 'not a date',
      account: { ...(template.account as J), display_name: RTL_NAME },
    },
    ...list,
  ];
}
