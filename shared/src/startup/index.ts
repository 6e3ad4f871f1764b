export * from './customEmoji';
export * from './stickers';
export * from './styles';
