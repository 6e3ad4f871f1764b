import { parseArgs } from 'node:util';
import { startAppHost } from './host/appHost';
import { SEEDED_LOGINS } from './instance/seed/logins';

const HELP = `Serves the built web app and the dev instance (or a proxy to a real one) on one 127.0.0.1 origin.

  --port N          port to listen on (default: $PORT or 8080; 0 picks a free one)
  --upstream URL    proxy the API and streaming to this real instance instead ($FEDI_UPSTREAM)
  --seed N          dev instance seed (default 1)
  --statuses N      extra generated statuses for load tests
  --data DIR        keep the dev instance's state in DIR across restarts
  --remotes FILE    serve this remotes.json instead of the shell's
  --test-controls   enable /__dev/* (reset, fault injection, streaming controls)
`;

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      upstream: { type: 'string' },
      seed: { type: 'string' },
      statuses: { type: 'string' },
      data: { type: 'string' },
      remotes: { type: 'string' },
      'test-controls': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    process.stdout.write(HELP);
    return;
  }
  const upstream = values.upstream ?? process.env.FEDI_UPSTREAM;
  const host = await startAppHost({
    port: Number(values.port ?? process.env.PORT ?? 8080),
    upstream,
    remotesManifest: values.remotes,
    instance: {
      seed: values.seed ? Number(values.seed) : undefined,
      statuses: values.statuses ? Number(values.statuses) : undefined,
      dataDir: values.data,
      testControls: values['test-controls'] ?? false,
    },
  });
  const lines = [`Fedi is running at ${host.url}/`];
  if (upstream) lines.push(`API and streaming are proxied to ${upstream}`);
  else {
    lines.push('Seeded logins on the dev instance:');
    for (const login of SEEDED_LOGINS)
      lines.push(
        `  ${login.username.padEnd(8)} / ${login.password}  ${login.role}${login.note ? ` — ${login.note}` : ''}`,
      );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  // Ctrl-C, `kill` and a closed terminal all stop it: the port is closed, the dev instance's state saved;
  // a close that hangs (an open socket) is cut after 5 s. A second signal while stopping changes nothing.
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), 5_000).unref();
    void host.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
