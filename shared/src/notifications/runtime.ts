// `@fedi/shared/notifications`: the session's notifications controller and what runs on its events
// (desktop alerts, the chime, web push). A singleton shared entry of its own, loaded by the shell once
// signed in and by the settings' notifications tab; it takes the session, the API client and the
// context from the shared index.
export * from './controller';
export * from './alerts';
export * from './sound';
export * from './push';
export * from './live';
