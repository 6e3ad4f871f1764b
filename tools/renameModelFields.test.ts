// The model-field codemod on a small tree written with the old names: uses are renamed (not look-alike
// words), dropped duplicates go, and a second run changes nothing.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const root = join(__dirname, '..');

const OLD_TREE: Record<string, string> = {
  'shared/src/models/user.ts': `export interface User {
  id: string;
  screen_name: string;
  name: string;
  profile_image_url: string;
  profile_image_url_original: string;
  is_local: boolean;
}

export function normalizeUser(wire: { id: string; acct: string; avatar: string }): User {
  const avatar = wire.avatar;
  return {
    id: wire.id,
    screen_name: wire.acct,
    name: wire.acct,
    profile_image_url: avatar,
    profile_image_url_original: avatar,
    is_local: !wire.acct.includes('@'),
  };
}
`,
  'shared/src/models/status.ts': `import type { User } from './user';

export interface Attention {
  id: string;
  screen_name: string;
}

export interface Status {
  id: string;
  user: User;
  fave_num: number;
  retweeted_status?: Status;
  attentions: Attention[];
}
`,
  'remotes/demo/src/row.ts': `import type { Attention, Status } from '../../../shared/src/models/status';
import type { User } from '../../../shared/src/models/user';

export function handle(user: Pick<User, 'screen_name' | 'is_local'>): string {
  return user.is_local ? user.screen_name : '@' + user.screen_name;
}

export function line(status: Status): string {
  const { user } = status;
  const shown = status.retweeted_status ?? status;
  const names = status.attentions.map((attention: Attention) => attention.screen_name);
  const other = { name: 'not a user', fave_num: 0 };
  return [handle(user), user.name, user.profile_image_url_original, shown.fave_num, ...names, other.name].join(' ');
}
`,
};

function run(dir: string): string {
  const result = spawnSync(process.execPath, [join(root, 'tools/renameModelFields.mjs'), '--root', dir], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`codemod failed: ${result.stderr}`);
  return result.stdout;
}

const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');

describe('tools/renameModelFields.mjs', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'rename-model-fields-'));
    copyFileSync(join(root, 'tsconfig.base.json'), join(dir, 'tsconfig.base.json'));
    copyFileSync(join(root, '.prettierrc.json'), join(dir, '.prettierrc.json'));
    for (const [file, text] of Object.entries(OLD_TREE)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('renames model fields and their uses to the Mastodon names, then is a no-op', () => {
    run(dir);
    const user = read(dir, 'shared/src/models/user.ts');
    expect(user).toContain('acct: string;');
    expect(user).toContain('display_name: string;');
    expect(user).toContain('avatar: string;');
    expect(user).toContain('local: boolean;');
    // The duplicate of `avatar` is gone from the interface and the normalizer.
    expect(user).not.toContain('profile_image_url');
    expect(user.match(/avatar: avatar|avatar,/g)).toHaveLength(1);

    const status = read(dir, 'shared/src/models/status.ts');
    expect(status).toContain('export interface Mention {');
    expect(status).toMatch(/account: User;[\s\S]*favourites_count: number;[\s\S]*reblog\?: Status;/);
    expect(status).toContain('mentions: Mention[];');

    const row = read(dir, 'remotes/demo/src/row.ts');
    expect(row).toContain("Pick<User, 'acct' | 'local'>");
    expect(row).toContain('user.local ? user.acct');
    // A shorthand destructuring keeps its local name.
    expect(row).toContain('const { account: user } = status;');
    expect(row).toContain('status.reblog ?? status');
    expect(row).toContain('status.mentions.map((attention: Mention) => attention.acct)');
    expect(row).toContain('user.display_name, user.avatar, shown.favourites_count');
    // An object that is not a model keeps its words.
    expect(row).toContain("{ name: 'not a user', fave_num: 0 }");
    expect(row).toContain('other.name');

    const before = Object.keys(OLD_TREE).map((file) => read(dir, file));
    expect(run(dir)).toContain('0 mappings applied, 0 files changed.');
    expect(Object.keys(OLD_TREE).map((file) => read(dir, file))).toEqual(before);
  }, 180_000); // two runs of the TypeScript language service on a loaded machine
});
