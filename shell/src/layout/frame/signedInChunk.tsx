/** The `signed-in` chunk's parts (loaded by signedInParts.ts): nothing here is in a visitor's first load. */
export { default as SignedInMounts } from './SignedInMounts';
export { default as NotificationsSource } from '../notifications/NotificationsSource';
export { AccountsToggle } from '../accounts/AccountsToggle';
export { SidebarNotifications } from '../panels/SidebarNotifications';
export { NavSessionActions } from '../nav/NavSessionActions';
export { MobileSignedInItems } from '../nav/MobileSignedInItems';
export { LogoutHost } from '../nav/LogoutHost';
export { NavPanel } from '../panels/NavPanel';
