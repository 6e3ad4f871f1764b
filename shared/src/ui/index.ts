export * from './ModalFrame';
