export * from './ModalFrame';
export * from './ConfirmDialog';
export * from './QueryState';
export * from './Dialog';
