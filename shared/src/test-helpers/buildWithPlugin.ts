// Test helper for the build guards of shared/build: builds one entry file with a guard plugin and
// returns the build's error texts. rspack 2 is an ES module, which jest cannot load: the build runs in a
// child node process, resolving packages from the shell as its build does.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const shellDir = join(__dirname, '..', '..', '..', 'shell');

export interface GuardBuild {
  /** Absolute path of the CommonJS module exporting the plugin class. */
  pluginModule: string;
  /** The class's export name. */
  pluginName: string;
  externals: Record<string, string>;
  /** Resolve packages from the shell's node_modules first (the libraries the guard inspects). */
  resolveFromShell?: boolean;
}

export function buildWithPlugin(source: string, build: GuardBuild): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'guard-build-'));
  try {
    writeFileSync(join(dir, 'entry.mjs'), source);
    const resolve = build.resolveFromShell
      ? `resolve: { modules: [${JSON.stringify(join(shellDir, 'node_modules'))}, 'node_modules'] },`
      : '';
    const script = `
      import { createRequire } from 'node:module';
      import { rspack } from '@rspack/core';
      const Plugin = createRequire(import.meta.url)(${JSON.stringify(build.pluginModule)})[${JSON.stringify(build.pluginName)}];
      rspack({
        mode: 'development', devtool: false, context: ${JSON.stringify(dir)}, entry: './entry.mjs',
        output: { path: ${JSON.stringify(join(dir, 'dist'))} },
        ${resolve}
        externals: ${JSON.stringify(build.externals)},
        plugins: [new Plugin()],
      }).run((error, stats) => {
        if (error) throw error;
        console.log(JSON.stringify(stats.toJson({ all: false, errors: true }).errors.map((e) => e.message)));
      });`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: shellDir, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(run.stderr);
    return JSON.parse(run.stdout.trim().split('\n').pop() ?? '[]') as string[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
