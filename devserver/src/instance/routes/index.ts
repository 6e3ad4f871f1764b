import type { FastifyInstance } from 'fastify';
import type { Core } from '../http/context';
import type { Faults } from '../http/faults';
import type { Hostile } from '../http/hostile';
import type { StreamHub } from '../streaming/hub';
import { registerDev } from './dev';
import { registerMeta } from './meta';
import { registerOauth } from './oauth';
import { registerStatic } from './static';
import { registerStreaming } from './streaming';
import { registerAccounts } from './accounts';
import { registerRelations } from './relations';
import { registerTimelines } from './timelines';
import { registerStatuses } from './statuses';
import { registerStatusActions } from './statusActions';
import { registerMedia } from './media';
import { registerPolls } from './polls';
import { registerNotifications } from './notifications';
import { registerLists } from './lists';
import { registerAnnouncements } from './announcements';
import { registerAdmin } from './admin';
import { registerReports } from './reports';
import { registerChats } from './chats';
import { registerSettings } from './settings';
import { registerRegistration } from './registration';
import { registerAccountSettings } from './accountSettings';
import { registerPleromaAccount } from './pleromaAccount';
import { registerSearch } from './search';
import { registerMisc } from './misc';
import { registerPush } from './push';

export interface RouteDeps {
  hub: StreamHub;
  faults: Faults;
  hostile: Hostile;
  timers: Set<NodeJS.Timeout>;
  reset: () => Promise<void>;
}

export function registerRoutes(app: FastifyInstance, core: Core, d: RouteDeps): void {
  registerMeta(app, core);
  registerStatic(app, core);
  registerOauth(app, core);
  registerStreaming(app, core, d.hub);
  registerAccounts(app, core);
  registerRelations(app, core);
  registerTimelines(app, core);
  registerStatuses(app, core);
  registerStatusActions(app, core);
  registerMedia(app, core);
  registerPolls(app, core);
  registerNotifications(app, core);
  registerLists(app, core);
  registerAnnouncements(app, core);
  registerAdmin(app, core);
  registerReports(app, core);
  registerChats(app, core);
  registerSettings(app, core);
  registerRegistration(app, core);
  registerAccountSettings(app, core);
  registerPleromaAccount(app, core);
  registerSearch(app, core);
  registerMisc(app, core);
  registerPush(app, core);
  if (core.testControls) registerDev(app, core, d);
  const notFound = async (_req: unknown, reply: { code: (n: number) => { send: (b: unknown) => unknown } }) =>
    reply.code(404).send({ error: 'Not found' });
  app.all('/api/*', notFound);
  app.all('/oauth/*', notFound);
  if (core.testControls) app.all('/__dev/*', notFound);
}
