import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_SCREEN_READS, warmCache } from './warmCache';

const entry = (path: string, responseStatus = 200) =>
  ({ name: `${window.location.origin}${path}`, initiatorType: 'fetch', responseStatus }) as PerformanceResourceTiming;

describe('warmCache (the first worker in control asks the first screen again)', () => {
  const getEntriesByType = performance.getEntriesByType;
  afterEach(() => {
    performance.getEntriesByType = getEntriesByType;
  });

  it("asks again only the first screen's reads: never a POST-only path, a relationship or a failed read (issue 28)", () => {
    performance.getEntriesByType = (() => [
      entry('/api/v1/instance'),
      entry('/api/v1/timelines/public?local=true'),
      entry('/api/v1/accounts/verify_credentials'),
      entry('/api/v1/accounts/A1/follow'),
      entry('/api/v1/pleroma/chats/C1/read'),
      entry('/api/v1/pleroma/chats/by-account-id/A1'),
      entry('/api/v1/pleroma/admin/reports/R1/notes'),
      entry('/api/v1/notifications/N1/dismiss'),
      entry('/api/v1/accounts/relationships?id[]=A1'),
      entry('/api/v1/notifications', 401),
    ]) as typeof performance.getEntriesByType;
    const call = jest.fn((_path: string) =>
      Promise.resolve({ data: null, status: 200, links: {}, headers: new Headers() }),
    );
    warmCache({ call } as never);
    expect(call.mock.calls.map(([path]) => path)).toEqual([
      '/api/v1/instance',
      '/api/v1/timelines/public?local=true',
      '/api/v1/accounts/verify_credentials',
    ]);
  });

  it("lists the service worker's first-screen reads, no more and no fewer", () => {
    const worker = readFileSync(join(__dirname, '../../../public/service-worker.js'), 'utf8');
    const list = /const API_FIRST_SCREEN = \[([^\]]*)\]/.exec(worker)?.[1] ?? '';
    expect([...list.matchAll(/'([^']+)'/g)].map((match) => match[1])).toEqual([...FIRST_SCREEN_READS]);
  });
});
