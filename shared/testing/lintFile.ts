// The lint-rule tests' one way to run eslint on a file (fixtures included: --no-ignore) and read its findings.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '../..');

/** eslint's messages for `file` (a path from the repository root). */
export function lintFile(file: string): Array<{ ruleId: string | null; line: number }> {
  let output: string;
  try {
    output = execFileSync(
      process.execPath,
      [join(root, 'node_modules/eslint/bin/eslint.js'), '--no-ignore', '--format', 'json', file],
      { cwd: root, encoding: 'utf8' },
    );
  } catch (error) {
    // eslint exits with 1 when it reports errors; the JSON is on stdout all the same.
    output = (error as { stdout: string }).stdout;
  }
  const [result] = JSON.parse(output) as Array<{ messages: Array<{ ruleId: string | null; line: number }> }>;
  return result!.messages;
}
