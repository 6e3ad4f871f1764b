const { federatedConfig } = require('@fedi/shared/build/federation');

module.exports = federatedConfig({
  name: 'composer',
  dir: __dirname,
  port: 3102,
  exposes: {
    './Composer': './src/exposed/Composer.tsx',
    './ComposerModal': './src/exposed/ComposerModal.tsx',
    './EmojiPicker': './src/exposed/EmojiPicker.tsx',
  },
});
