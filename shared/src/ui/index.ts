export * from './ModalFrame';
export * from './ConfirmDialog';
export * from './Dialog';
