// Every react-query key and query options factory of the app, one module per resource (see DATA_LAYER.md).
// Factories only some screens use are in screens.ts (`@fedi/shared/queries`, bundled apart).
// The entity cache's keys (`['status', id]`, …) are in ../cache/keys.ts.
export * from './accounts';
export * from './admin';
export * from './announcements';
export * from './chats';
export * from './followRequests';
export * from './instance';
export * from './lists';
export * from './remoteModules';
export * from './reports';
export * from './startup';
export * from './statuses';
export * from './settings';
