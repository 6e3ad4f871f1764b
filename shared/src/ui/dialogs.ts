// The chunk behind `lazyDialogs.tsx`: every dialog of the app, downloaded on the first interaction.
export { ConfirmDialog } from './ConfirmDialog';
export { Dialog } from './Dialog';
export { ModalFrame } from './ModalFrame';
