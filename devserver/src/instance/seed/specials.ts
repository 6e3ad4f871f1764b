import { editStatus, favouriteStatus, react, reblog } from '../actions/statuses';
import type { StatusRec } from '../store/types';
import { bookmark } from '../store/relations';
import { DAY, HOUR, MINUTE } from '../time';
import type { SeedImage } from './files';
import type { SeedWriter } from './writer';

export interface SpecialRefs {
  welcome: StatusRec;
  openPoll: StatusRec;
  expiredPoll: StatusRec;
  multiPoll: StatusRec;
  bigThreadRoot: StatusRec;
  deepThread: StatusRec[];
  dm: StatusRec;
  reported: StatusRec;
}

/** The hand-written showcase content every e2e test can rely on. Runs after the bulk content, ending just before `now`. */
export function seedSpecials(w: SeedWriter, images: SeedImage[], now: number): SpecialRefs {
  const img = (i: number) => images[i % images.length] as SeedImage;
  const id = (a: string) => w.u(a).id;
  w.t = now - 20 * HOUR;

  const welcome = w.post('admin', {
    text: 'Welcome to the Fedi Dev instance! :akkoma: Read the rules and have fun. #welcome #akkoma',
    language: 'en',
  });
  w.store.s.pins.set(id('admin'), [{ statusId: welcome.id, pinnedAt: w.t }]);
  for (const [who, emoji] of [
    ['alice', '👍'],
    ['bob', '👍'],
    ['carol', '❤️'],
    ['erin', 'blobcat'],
    ['mod', 'blobcat'],
    ['dave', '🎉'],
  ] as const) {
    react(w.store, id(who), welcome, emoji, { emit: false, createdAt: w.t });
  }
  for (const who of ['alice', 'bob', 'mod', 'erin'])
    favouriteStatus(w.store, id(who), welcome, { emit: false, createdAt: w.t });

  const photos = w.post('alice', {
    text: 'Two new photos from the weekend hike #photography #hiking',
    mediaIds: [
      w.image(w.u('alice'), img(0), 0).id,
      w.image(w.u('alice'), img(1), 1, { description: 'Stripes on the trail' }).id,
    ],
  });
  w.store.s.pins.set(id('alice'), [{ statusId: photos.id, pinnedAt: w.t }]);
  w.post('alice', {
    text: 'This one is a bit much for some people',
    spoiler: 'Sensitive media test',
    sensitive: true,
    mediaIds: [w.image(w.u('alice'), img(2), 2).id],
  });
  w.post('alice', {
    text: 'Four pictures in one post #photography',
    mediaIds: [3, 4, 5, 6].map((i) => w.image(w.u('alice'), img(i), i).id),
  });
  w.post('alice', {
    text: 'An image without a description',
    mediaIds: [w.image(w.u('alice'), img(7), 7, { description: null }).id],
  });

  const openPoll = w.post('alice', {
    text: 'What should I photograph next? #poll',
    poll: { options: ['Mountains', 'Lakes', 'City at night'], multiple: false, expiresAt: now + 3 * DAY },
  });
  const multiPoll = w.post('bob', {
    text: 'Which languages do you use? (pick several)',
    poll: { options: ['Rust', 'TypeScript', 'Elixir', 'Go', 'Python'], multiple: true, expiresAt: now + 7 * DAY },
  });
  const expiredPoll = w.post('dave', {
    text: 'Bot poll: was the forecast right?',
    poll: { options: ['Yes', 'No'], multiple: false, expiresAt: w.t + 30 * MINUTE },
  });
  for (const [who, choice] of [
    ['alice', [0]],
    ['bob', [1]],
    ['rustacean@remote.example', [0]],
    ['hans@xn--mnchen-3ya.example', [0]],
  ] as const) {
    const poll = w.store.s.polls.get(expiredPoll.pollId as string);
    if (poll) poll.votes[id(who)] = [...choice];
  }
  const mp = w.store.s.polls.get(multiPoll.pollId as string);
  if (mp) {
    mp.votes[id('alice')] = [0, 1];
    mp.votes[id('rustacean@remote.example')] = [0];
    mp.votes[id('fox@bubble.example')] = [1, 2];
  }
  const op = w.store.s.polls.get(openPoll.pollId as string);
  if (op) {
    op.votes[id('bob')] = [2];
    op.votes[id('hans@xn--mnchen-3ya.example')] = [0];
  }

  w.post('alice', { text: 'Quoting the welcome post, what a nice place :blobcat:', quoteId: welcome.id });
  const remoteNews = w.post('rustacean@remote.example', {
    text: 'Rust 2026 edition planning has started #rust https://blog.example.net/posts/rust-2026',
  });
  w.post('bob', { text: 'This is big news', quoteId: remoteNews.id });
  w.post('bob', {
    text: 'Great article about the small web: https://example.org/articles/fedi-dev',
    card: {
      url: 'https://example.org/articles/fedi-dev',
      title: 'Building for the small web',
      description: 'Why small, federated communities are making a comeback.',
      image: '/media/card-0.png',
      providerName: 'example.org',
      type: 'link',
    },
  });
  const photog = w.u('photog@remote.example');
  w.post('photog@remote.example', {
    text: 'A short video clip #video',
    mediaIds: [
      w.mediaFile(
        photog,
        'video',
        'video/mp4',
        'clip.mp4',
        'A tiny test clip',
        { original: { width: 320, height: 180, duration: 1, frame_rate: '1/1' } },
        'clip-preview.png',
      ).id,
    ],
  });
  w.post('bob', {
    text: 'Listen to this tone #music',
    mediaIds: [
      w.mediaFile(w.u('bob'), 'audio', 'audio/wav', 'tone.wav', 'A 440 Hz tone', {
        original: { duration: 0.5, bitrate: 128000 },
      }).id,
    ],
  });
  w.post('mika@misskey.example', {
    text: '$[tada Welcome] to **Misskey** style markdown! $[spin :blobfox:] #mfm',
    contentType: 'text/x.misskeymarkdown',
  });
  w.post('mika@misskey.example', {
    text: '$[x2 Big] $[rainbow rainbow text] and $[flip flipped]',
    contentType: 'text/x.misskeymarkdown',
  });
  w.post('alice', { text: 'Local-only post: only people on this instance can see this.', visibility: 'local' });
  w.post('carol', { text: 'Followers-only thoughts from a locked account.', visibility: 'private' });
  w.post('hans@xn--mnchen-3ya.example', { text: 'Grüße aus München! @alice', language: 'de' });
  w.post('fox@bubble.example', { text: 'Bubble timeline test post #bubble :blobfox:' });
  w.post('bubbly@bubble.example', { text: 'Another post from the bubble.' });
  w.post('rustacean@remote.example', { text: '@alice have you seen the new Akkoma release? #akkoma' });
  w.post('bob', {
    text: '**Markdown** post with `code` and a [link](https://example.org)',
    contentType: 'text/markdown',
  });
  w.post('erin', { text: '<p>An <strong>HTML</strong> post with <em>markup</em>.</p>', contentType: 'text/html' });
  w.post('admin', { text: '[b]BBCode[/b] post with [i]italics[/i]', contentType: 'text/bbcode' });
  w.post('bob', { text: 'Poll notifications arrive when polls you voted in end.', visibility: 'unlisted' });
  w.post('alice', { text: 'Content warning on text only', spoiler: 'Spoilers for the finale' });
  w.post('frank', { text: 'My last post here before moving.' });

  const edited = w.post('bob', { text: 'First version of an edited post' });
  editStatus(w.store, edited, { text: 'Second version of an edited post' }, w.tick(2 * MINUTE));
  editStatus(w.store, edited, { text: 'Final version of an edited post #edited' }, w.tick(2 * MINUTE));

  const dm = w.post('alice', { text: '@bob secret plans for the meetup?', visibility: 'direct' });
  const dm2 = w.post('bob', { text: '@alice bring snacks!', visibility: 'direct', inReplyToId: dm.id });
  w.post('alice', { text: '@bob deal.', visibility: 'direct', inReplyToId: dm2.id });
  w.post('erin', { text: '@alice @bob group DM about two-factor auth', visibility: 'direct' });

  const reported = w.post('newsbot@remote.example', { text: 'BUY FOLLOWERS NOW http://spam.example/offer' });

  const deepThread: StatusRec[] = [];
  let parent: StatusRec | null = null;
  for (let d = 0; d < 12; d++) {
    const who = d % 3 === 0 ? 'alice' : d % 3 === 1 ? 'bob' : 'rustacean@remote.example';
    const st: StatusRec = w.post(who, {
      text: d === 0 ? 'A deep thread starts here #thread' : `Reply at depth ${d}`,
      inReplyToId: parent?.id ?? null,
    });
    deepThread.push(st);
    parent = st;
  }

  const bigThreadRoot = w.post('admin', {
    text: 'Big thread: reply with your favourite fediverse feature! #bigthread',
  });
  const repliers = [
    'alice',
    'bob',
    'mod',
    'erin',
    'dave',
    'grace',
    'rustacean@remote.example',
    'photog@remote.example',
    'hans@xn--mnchen-3ya.example',
    'fox@bubble.example',
    'bubbly@bubble.example',
    'mika@misskey.example',
  ];
  const replies: StatusRec[] = [];
  for (let i = 0; i < 300; i++) {
    const who = repliers[i % repliers.length] as string;
    const to = i > 20 && w.rng.chance(0.2) ? w.rng.pick(replies) : bigThreadRoot;
    const r = w.post(
      who,
      {
        text: `Reply ${i + 1}: ${['polls', 'quotes', 'reactions', 'lists', 'bubble timelines', 'markdown'][i % 6]} are my favourite.`,
        inReplyToId: to.id,
      },
      20_000,
    );
    replies.push(r);
    if (i % 10 === 0) favouriteStatus(w.store, id('admin'), r, { emit: false, createdAt: w.t });
  }

  w.t = Math.max(w.t, now - 2 * HOUR);
  const latest = w.post('bob', { text: 'Latest post from bob @alice #coffee' });
  reblog(w.store, id('alice'), latest, 'public', { emit: false, createdAt: w.tick(MINUTE) });
  favouriteStatus(w.store, id('alice'), latest, { emit: false, createdAt: w.t });
  const alicesLatest = w.post('alice', { text: 'Latest post from alice, reacted and favourited. #fediverse' });
  for (const who of ['bob', 'admin', 'rustacean@remote.example'])
    favouriteStatus(w.store, id(who), alicesLatest, { emit: false, createdAt: w.tick(MINUTE) });
  reblog(w.store, id('bob'), alicesLatest, 'public', { emit: false, createdAt: w.tick(MINUTE) });
  reblog(w.store, id('hans@xn--mnchen-3ya.example'), alicesLatest, 'public', {
    emit: false,
    createdAt: w.tick(MINUTE),
  });
  react(w.store, id('bob'), alicesLatest, '🎉', { emit: false, createdAt: w.tick(MINUTE) });
  react(w.store, id('erin'), alicesLatest, 'blobfox', { emit: false, createdAt: w.tick(MINUTE) });
  bookmark(w.store, id('alice'), welcome.id, w.t);
  bookmark(w.store, id('alice'), photos.id, w.t);
  bookmark(w.store, id('alice'), bigThreadRoot.id, w.t);
  return { welcome, openPoll, expiredPoll, multiPoll, bigThreadRoot, deepThread, dm, reported };
}

/** Roughly how many statuses seedSpecials creates (used to size the bulk content). */
export const SPECIAL_STATUS_COUNT = 340;
