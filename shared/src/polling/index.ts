export * from './poller';
