export * from './customEmoji';
export * from './queries';
export * from './stickers';
export * from './styles';
