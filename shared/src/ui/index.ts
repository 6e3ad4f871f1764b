export { ConfirmDialog, Dialog, ModalFrame, preloadDialogs } from './lazyDialogs';
export type { DialogKind, DialogProps, FocusTarget } from './Dialog';
export * from './QueryState';
export * from './RemoteEmojiPicker';
export { KEYBOARD_SHORTCUTS, shortcutKey } from './shortcuts';
export { DisplayName, type DisplayNameProps } from './DisplayName';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { SkeletonRows, type SkeletonKind, type SkeletonRowsProps } from './SkeletonRows';
