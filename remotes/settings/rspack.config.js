const { federatedConfig } = require('@fedi/shared/build/federation');

module.exports = federatedConfig({
  name: 'settings',
  dir: __dirname,
  port: 3103,
  exposes: { './SettingsModal': './src/exposed/SettingsModal.tsx', './SettingsSync': './src/exposed/SettingsSync.tsx' },
});
