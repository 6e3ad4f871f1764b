export { ConfirmDialog, Dialog, ModalFrame, preloadDialogs } from './lazyDialogs';
export type { DialogKind, DialogProps, FocusTarget } from './Dialog';
export * from './QueryState';
export * from './RemoteEmojiPicker';
export { shortcutKey } from './shortcuts';
export { DisplayName, type DisplayNameProps } from './DisplayName';
export { Icon, type IconNode } from './Icon';
export { VISIBILITY_ICONS } from './visibilityIcons';
