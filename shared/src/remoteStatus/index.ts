// `@fedi/shared/remote-status`: not in the index (no visitor's first load carries it) and not an MF shared
// module: bundled into the remotes that show another remote's status (people, moderation).
export { RemoteStatus, useStatusComponent, type RemoteStatusProps } from './RemoteStatus';
