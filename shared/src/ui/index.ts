export * from './ModalFrame';
export * from './ConfirmDialog';
