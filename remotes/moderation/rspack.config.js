const { federatedConfig } = require('@fedi/shared/build/federation');

module.exports = federatedConfig({
  name: 'moderation',
  dir: __dirname,
  port: 3104,
  exposes: {
    './ModerationModal': './src/exposed/ModerationModal.tsx',
    './AdminMenu': './src/exposed/AdminMenu.tsx',
    './StatusModeration': './src/exposed/StatusModeration.tsx',
  },
});
