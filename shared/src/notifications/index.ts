// In the shared index (every first load): the notifications' state and views. What makes and runs the
// session's controller (fetching, streaming, alerts, web push) is `@fedi/shared/notifications`
// (runtime.ts), a shared entry of its own that a visitor never downloads.
export * from './state';
export * from './filter';
export * from './desktopSetting';
export * from './followRequestCount';
export * from './context';
// Types only: the controller module itself imports the index (it runs from the other entry).
import type { NotificationsController, NotificationSource } from './controller';
export type { NotificationsController, NotificationSource };
export type * from './alerts';
export type * from './push';
