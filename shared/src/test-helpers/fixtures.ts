// Typed access to the JSON fixtures (written from the public API docs of each server).
import akkomaAccount from '../__fixtures__/akkoma/account.json';
import akkomaInstance from '../__fixtures__/akkoma/instance.json';
import akkomaNodeinfo from '../__fixtures__/akkoma/nodeinfo.json';
import akkomaNotifications from '../__fixtures__/akkoma/notifications.json';
import akkomaStatus from '../__fixtures__/akkoma/status.json';
import mastodonAccount from '../__fixtures__/mastodon/account.json';
import mastodonInstance from '../__fixtures__/mastodon/instance.json';
import mastodonNodeinfo from '../__fixtures__/mastodon/nodeinfo.json';
import mastodonNotifications from '../__fixtures__/mastodon/notifications.json';
import mastodonStatus from '../__fixtures__/mastodon/status.json';
import pleromaCredentials from '../__fixtures__/pleroma/account-credentials.json';
import pleromaInstance from '../__fixtures__/pleroma/instance.json';
import pleromaNodeinfo from '../__fixtures__/pleroma/nodeinfo.json';
import pleromaReblog from '../__fixtures__/pleroma/status-reblog.json';
import snacInstance from '../__fixtures__/snac/instance.json';
import snacNodeinfo from '../__fixtures__/snac/nodeinfo.json';
import snacStatus from '../__fixtures__/snac/status.json';

/** A deep copy, so a test can change a fixture freely. */
export const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export const fixtures = {
  akkoma: {
    account: akkomaAccount,
    status: akkomaStatus,
    notifications: akkomaNotifications,
    nodeinfo: akkomaNodeinfo,
    instance: akkomaInstance,
  },
  pleroma: {
    credentials: pleromaCredentials,
    reblog: pleromaReblog,
    nodeinfo: pleromaNodeinfo,
    instance: pleromaInstance,
  },
  mastodon: {
    account: mastodonAccount,
    status: mastodonStatus,
    notifications: mastodonNotifications,
    nodeinfo: mastodonNodeinfo,
    instance: mastodonInstance,
  },
  snac: { status: snacStatus, nodeinfo: snacNodeinfo, instance: snacInstance },
} as const;
