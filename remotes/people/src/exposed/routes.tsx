import type { ComponentType } from 'react';
import '../i18n';
import { AboutScreen } from '../screens/About';
import { AnnouncementsScreen } from '../screens/Announcements';
import { FollowRequestsScreen } from '../screens/FollowRequests';
import { ListEditScreen, ListsScreen } from '../screens/Lists';
import { InteractionsScreen, NotificationsScreen } from '../screens/Notifications';
import { SearchScreen } from '../screens/Search';
import { ExternalUserProfileScreen, RemoteUserResolverScreen, UserProfileScreen } from '../screens/UserProfile';
import { WhoToFollowScreen } from '../screens/WhoToFollow';

/** Screens of the people remote by route name (profiles, notifications, search, lists, …). */
export const routes: Record<string, ComponentType> = {
  'remote-user-profile-acct': RemoteUserResolverScreen,
  'remote-user-profile': RemoteUserResolverScreen,
  'external-user-profile': ExternalUserProfileScreen,
  'user-profile': UserProfileScreen,
  interactions: InteractionsScreen,
  'friend-requests': FollowRequestsScreen,
  notifications: NotificationsScreen,
  search: SearchScreen,
  'who-to-follow': WhoToFollowScreen,
  about: AboutScreen,
  lists: ListsScreen,
  'list-edit': ListEditScreen,
  announcements: AnnouncementsScreen,
};
