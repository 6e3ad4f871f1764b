import { favouriteStatus, react, reblog } from '../actions/statuses';
import type { StatusRec, Visibility } from '../store/types';
import { bookmark } from '../store/relations';
import { LINKS, MFM, SENTENCES, TAGS, WEATHER } from './corpus';
import type { SeedImage } from './files';
import type { SeedWriter } from './writer';

const LOCAL_AUTHORS = ['alice', 'alice', 'bob', 'bob', 'admin', 'mod', 'erin', 'carol', 'grace', 'dave'];
const REMOTE_AUTHORS = [
  'rustacean@remote.example',
  'photog@remote.example',
  'newsbot@remote.example',
  'bubbly@bubble.example',
  'fox@bubble.example',
  'hans@xn--mnchen-3ya.example',
  'greta@xn--mnchen-3ya.example',
  'mika@misskey.example',
];
const REACTORS = ['alice', 'bob', 'admin', 'mod', 'erin', 'carol'];
const EMOJI_REACTIONS = ['👍', '❤️', '😂', '🎉', 'blobcat', 'blobfox'];

/**
 * Bulk timeline content: `count` statuses spread evenly over [from, to), with replies, reblogs, media, CWs,
 * hashtags, mentions, link cards, all visibilities, favourites, reactions and bookmarks. O(count).
 */
export function seedGeneral(w: SeedWriter, images: SeedImage[], count: number, from: number, to: number): void {
  const rng = w.rng;
  const recent: StatusRec[] = [];
  const step = count > 0 ? Math.max(1, Math.floor((to - from) / count)) : 0;
  w.t = from;
  for (let i = 0; i < count; i++) {
    const local = rng.chance(0.6);
    const acct = local ? rng.pick(LOCAL_AUTHORS) : rng.pick(REMOTE_AUTHORS);
    const author = w.u(acct);
    const r = rng.next();
    const candidates = recent.filter(
      (s) => s.accountId !== author.id && (s.visibility === 'public' || s.visibility === 'unlisted'),
    );
    if (r < 0.07 && candidates.length > 0) {
      w.tick(step);
      const orig = rng.pick(candidates);
      reblog(w.store, author.id, orig, 'public', { emit: false, createdAt: w.t });
      continue;
    }
    let text = rng.pick(SENTENCES);
    if (rng.chance(0.35)) text += ` #${rng.pick(TAGS)}`;
    if (rng.chance(0.1)) text += ` #${rng.pick(TAGS)}`;
    let visibility: Visibility = 'public';
    const v = rng.next();
    if (v < 0.07) visibility = 'unlisted';
    else if (v < 0.12) visibility = 'private';
    else if (v < 0.15) visibility = 'direct';
    else if (v < 0.18 && !author.domain) visibility = 'local';
    let inReplyToId: string | null = null;
    if (r < 0.3 && recent.length > 0) {
      const parent = rng.pick(recent.slice(-40));
      if (parent.visibility !== 'direct' || parent.mentionIds.includes(author.id) || parent.accountId === author.id) {
        inReplyToId = parent.id;
        if (parent.visibility === 'direct') visibility = 'direct';
        else if (parent.visibility === 'private' && visibility === 'public') visibility = 'private';
      }
    }
    if (visibility === 'direct' && !inReplyToId) {
      const to = rng.pick(['alice', 'bob', 'admin', 'erin'].filter((a) => a !== acct));
      text = `@${to} ${text}`;
    } else if (rng.chance(0.08)) {
      text = `@${rng.pick(['alice', 'bob', 'carol', 'rustacean@remote.example', 'hans@xn--mnchen-3ya.example'])} ${text}`;
    }
    let contentType = 'text/plain';
    if (acct === 'mika@misskey.example') {
      contentType = 'text/x.misskeymarkdown';
      text = rng.pick(MFM);
    } else if (acct === 'dave') {
      text = `Weather report: ${rng.pick(WEATHER)} #weather`;
    } else if (rng.chance(0.05)) {
      contentType = 'text/markdown';
      text = `**${text}**\n\n- first point\n- second \`point\``;
    }
    if (rng.chance(0.04) && !inReplyToId) text += ` ${rng.pick(LINKS)}`;
    let spoiler = '';
    let sensitive = false;
    const mediaIds: string[] = [];
    w.tick(step);
    if (rng.chance(0.12)) {
      const n = rng.range(1, 4);
      sensitive = rng.chance(0.2);
      for (let k = 0; k < n; k++) {
        const idx = rng.int(images.length);
        mediaIds.push(w.image(author, images[idx] as SeedImage, idx).id);
      }
      if (sensitive) spoiler = 'Sensitive image';
    } else if (rng.chance(0.05)) {
      spoiler = rng.pick(['Spoilers', 'Food', 'Politics', 'Long post', 'Eye contact']);
    }
    const st = w.post(
      acct,
      { text, contentType, visibility, inReplyToId, spoiler, sensitive, mediaIds, language: 'en' },
      0,
    );
    recent.push(st);
    if (recent.length > 200) recent.splice(0, 100);
    if (st.visibility !== 'direct' && st.visibility !== 'private') {
      if (rng.chance(0.3)) {
        for (const fan of rng.sample(REACTORS, rng.range(1, 3)))
          favouriteStatus(w.store, w.u(fan).id, st, { emit: false, createdAt: w.t });
      }
      if (rng.chance(0.06))
        react(w.store, w.u(rng.pick(REACTORS)).id, st, rng.pick(EMOJI_REACTIONS), { emit: false, createdAt: w.t });
      if (rng.chance(0.02)) bookmark(w.store, w.u('alice').id, st.id, w.t);
    }
  }
}
