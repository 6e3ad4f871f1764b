// `@fedi/shared/queries`: query factories and keys that only some screens use (lists, follow requests,
// announcements, chats, reports, the composer's lookups). Not in the shared index and not an MF shared
// module: each remote that imports one bundles its own copy (keys are plain data, the factories hold no
// state), so the first load carries none of them. Factories a first screen uses stay in the index.
export { accountSearchQuery, ownAccountQuery } from './accounts';
export { adminAnnouncementsQuery, announcementKeys, setAnnouncementRead } from './announcements';
export {
  CHAT_LIST_PAGE_SIZE,
  CHAT_MESSAGES_PAGE_SIZE,
  chatByAccountQuery,
  chatMessagesQuery,
  olderCursor,
} from './chats';
export { emojiKeys } from './emoji';
export { followRequestsQuery } from './followRequests';
export { nodeinfoQuery } from './instance';
export { listAccountsQuery, listKeys, listsQuery } from './lists';
export { reportKeys, reportStatusesQuery } from './reports';
export { searchKeys } from './search';
export { pinnedStatusesQuery, statusKeys, statusPreviewQuery, statusQuery } from './statuses';
