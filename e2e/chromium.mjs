// Debian's Chromium and the flags it needs on this closed network (no first-run, no background
// networking, no QUIC): one list for the Playwright config, specs that launch their own, and the bench.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
