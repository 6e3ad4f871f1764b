// Each architecture and accessibility lint rule rejects a deliberately broken example, so a config change
// that silently turns one off fails here.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { caseClashes } from './caseClash.mjs';

const root = join(__dirname, '..');

/** The rules ESLint (the project's own config, in a child process) reports for a file, or for code placed at a path. */
async function rulesFor(file: string, code?: string): Promise<string[]> {
  const args = [join(root, 'node_modules/eslint/bin/eslint.js'), '--no-ignore', '--format', 'json'];
  const run = spawnSync(
    process.execPath,
    code === undefined ? [...args, file] : [...args, '--stdin', '--stdin-filename', file],
    {
      cwd: root,
      input: code,
      encoding: 'utf8',
    },
  );
  if (run.status !== 0 && run.status !== 1) throw new Error(`eslint failed: ${run.stderr}`);
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('architecture rules', () => {
  it('rejects an import cycle (import-x/no-cycle)', async () => {
    expect(await rulesFor('tools/lint-fixtures/cycle/a.ts')).toContain('import-x/no-cycle');
  });

  it('rejects a remote importing another remote by path', async () => {
    const code = "import { NS } from '../../timelines/src/i18n';\nexport const ns = NS;\n";
    expect(await rulesFor('remotes/people/src/lintFixture.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it('rejects a remote importing another remote or the shell by package name', async () => {
    const code = "import x from '@fedi/timelines/src/api';\nimport y from '@fedi/shell';\nexport const z = [x, y];\n";
    const rules = await rulesFor('remotes/people/src/lintFixture.ts', code);
    expect(rules.filter((rule) => rule === 'no-restricted-imports')).toHaveLength(2);
  });

  it('rejects the shell importing a remote, and @fedi/shared importing the shell', async () => {
    const fromShell = "import { NS } from '../../remotes/timelines/src/i18n';\nexport const ns = NS;\n";
    expect(await rulesFor('shell/src/lintFixture.ts', fromShell)).toContain('import-x/no-restricted-paths');
    const fromShared = "import { initI18n } from '../../shell/src/i18n/i18n';\nexport const a = initI18n;\n";
    expect(await rulesFor('shared/src/lintFixture.ts', fromShared)).toContain('import-x/no-restricted-paths');
  });

  it('allows a remote to import @fedi/shared and its own files', async () => {
    const code =
      "import { useBus } from '@fedi/shared';\nimport { NS } from './i18n';\nexport const a = [useBus, NS];\n";
    expect(await rulesFor('remotes/people/src/lintFixture.ts', code)).toEqual([]);
  });
});

describe('accessibility rules (jsx-a11y recommended)', () => {
  it('rejects a click handler on a plain element and an image without alt', async () => {
    const code =
      'export const A = ({ go }: { go(): void }) => (\n  <div onClick={go}>\n    <img src="x.png" />\n  </div>\n);\n';
    const rules = await rulesFor('remotes/people/src/LintFixture.tsx', code);
    expect(rules).toEqual(
      expect.arrayContaining([
        'jsx-a11y/click-events-have-key-events',
        'jsx-a11y/no-static-element-interactions',
        'jsx-a11y/alt-text',
      ]),
    );
  });
});

describe('case clashes (tools/caseClash.mjs, run by pnpm lint)', () => {
  it('finds two modules one specifier apart by case, and two paths equal but for case', () => {
    expect(
      caseClashes([
        'a/Page.tsx',
        'a/page.ts',
        'b/X.md',
        'b/x.md',
        'c/Panel.tsx',
        'c/panel.css',
        'd/a.ts',
        'd/a.test.ts',
      ]),
    ).toEqual([
      ['a/Page.tsx', 'a/page.ts'],
      ['b/X.md', 'b/x.md'],
    ]);
  });
});
