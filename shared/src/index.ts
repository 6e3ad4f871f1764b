// Public face of @fedi/shared: one copy at run time, shared by the shell and every remote.
//
// Every type is exported. Values are listed by name: a shared module cannot be tree-shaken (a bundle
// built later may use any export), so each exported value is downloaded by every visitor. List here
// only what a bundle imports; a build that imports an unlisted value fails naming this file (see
// shared/build/sharedIndexGuard.cjs). Inside @fedi/shared, import from the module itself.
export type * from './api';
export type * from './bus';
export type * from './federation';
export type * from './i18n';
export type * from './session';
export type * from './ui';
export type * from './api_types';
export type * from './models';
export type * from './features';
export type * from './cache';
export type * from './timeline';
export type * from './notifications';
export type * from './streaming';
export type * from './polling';
export type * from './constants';
export type * from './utils';
export type * from './actions';
export type * from './instanceConfig';
export type * from './preferences';
export type * from './startup';
export type * from './sanitize';
export type * from './queries';
export type * from './chats';
export type * from './theme/model';

export {
  ApiError,
  createApiClient,
  DEFAULT_SCOPES,
  errorText,
  NetworkError,
  request,
  retryQuery,
  serverErrorText,
  useErrorText,
  // For `@fedi/shared/uploads` (bundled apart, it takes whatever has an identity from here):
  instanceUrl,
  mediaUploadForm,
  parseRetryAfter,
  toFormData,
  // For `@fedi/shared/account-api` (bundled apart too):
  buildUrl,
  call,
  callList,
  callOne,
  callVoid,
  seg,
  toUrlEncoded,
} from './api';
export {
  AccountSchema,
  AttachmentSchema,
  parseOne,
  SchemaError,
  // For `@fedi/shared/account-api`: a parser and the lenient schema helpers its own schemas use.
  bool,
  dict,
  idSchema,
  num,
  opt,
  parseMaybe,
  str,
} from './api_types';
export { BusContext, createBus, useBus, useBusEvent } from './bus';
export {
  getRestrictedNicknames,
  profilePath,
  RemoteLoaderContext,
  ROUTES,
  setRestrictedNicknames,
  SETTINGS_TABS,
  useRemoteLoader,
} from './federation';
export {
  applyDocumentLanguage,
  bundledLocales,
  INTERFACE_LANGUAGES,
  loadLanguage,
  pickLanguage,
  registerLocales,
  setInterfaceLanguage,
} from './i18n';
export {
  formatCount,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatTime,
  languageOptions,
  NOTIFICATION_TIME_REFRESH_MS,
  RelativeTime,
} from './format';
export { AccountsContext, isStaff, SessionContext, useAccounts, useActiveAccount, useSession } from './session';
export {
  ConfirmDialog,
  Dialog,
  DisplayName,
  EmptyState,
  Icon,
  ModalFrame,
  QueryState,
  RemoteEmojiPicker,
  shortcutKey,
  SkeletonRows,
  VISIBILITY_ICONS,
  type IconNode,
} from './ui';
export {
  isPollExpired,
  mergeAdminAnnouncements,
  chatFromUnknown,
  normalizeAttachment,
  normalizeCustomEmoji,
  normalizeUser,
  statusFromUnknown,
} from './models';
export { detectCapabilities, isMissingEndpointError, useCapabilities } from './features';
export {
  ApiClientProvider,
  configureEntityCacheAsync,
  entityKeys,
  holdEntities,
  importAccount,
  importEntities,
  importRelationship,
  importStatus,
  patchStatus,
  releaseEntities,
  timelineKey,
  useAccount,
  useApiClient,
  useRelationship,
  useStatus,
} from './cache';
export { sessionTimelineStreaming, useTimelineFeed } from './timeline';
export {
  browserNotificationApi,
  DESKTOP_ALERTS_STORAGE_KEY,
  desktopAlertsEnabled,
  NotificationsControllerProvider,
  setDesktopAlerts,
  useCachedNotification,
  useDesktopAlertsEnabled,
  useFollowRequestCount,
  useNotifications,
  useUnseenNotificationCount,
  visibleNotificationTypes,
} from './notifications';
export { closeSessionStreamingHubs, sessionStreamingHub, StreamingClient } from './streaming';
export { useUnreadChats } from './chats';
export { createPoller } from './polling';
export { POLL_INTERVALS, SEARCH_PAGE_SIZE } from './constants';
export { compareIds } from './utils';
export {
  announcementHtml,
  chatMessageHtml,
  displayAcct,
  displayNameHtml,
  domainToUnicode,
  emojifiedHtml,
  emojifyHtml,
  fieldsHtml,
  noteHtml,
  pollOptionHtml,
  sanitizeHtml,
  statusHtml,
} from './sanitize';
export { actionErrorMessage, confirmedPoll, useFollowActions, useStatusActions } from './actions';
export {
  DEFAULT_SIGNED_IN_LANDING,
  DEFAULT_SIGNED_OUT_LANDING,
  deriveInstanceConfig,
  useInstanceConfig,
  visibleTimelines,
} from './instanceConfig';
export {
  DEFAULT_PREFERENCES,
  getPreferences,
  HIGHLIGHT_TYPES,
  highlightOf,
  readUserMarks,
  reloadPreferences,
  setDomainMuted,
  setHighlight,
  setPreferences,
  usePreferences,
  USER_MARKS_KEY,
  useUserMarks,
} from './preferences';
export {
  accountKeys,
  announcementKeys,
  announcementsQuery,
  capabilitiesQuery,
  CHAT_LIST_PAGE_SIZE,
  chatKeys,
  chatListQuery,
  customEmojiQuery,
  followRequestKeys,
  instanceKeys,
  listKeys,
  listQuery,
  openReportCountQuery,
  prefetchStartupData,
  reactionsQuery,
  remoteModuleKeys,
  reportKeys,
  settingsKeys,
  staticPageQuery,
  statusContextQuery,
  statusHistoryQuery,
  statusKeys,
  statusTranslationQuery,
  stickersQuery,
  suggestionsQuery,
  tagQuery,
  useStyles,
} from './queries';
