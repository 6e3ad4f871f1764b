// Every react-query key and query options factory of the app, one module per resource (see DATA_LAYER.md).
// The entity cache's keys (`['status', id]`, …) are in ../cache/keys.ts.
export * from './accounts';
export * from './admin';
export * from './announcements';
export * from './chats';
export * from './emoji';
export * from './followRequests';
export * from './instance';
export * from './lists';
export * from './registration';
export * from './remoteModules';
export * from './reports';
export * from './search';
export * from './startup';
export * from './statuses';
export * from './settings';
