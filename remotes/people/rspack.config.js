const { federatedConfig } = require('@fedi/shared/build/federation');

module.exports = federatedConfig({
  name: 'people',
  dir: __dirname,
  port: 3107,
  exposes: { './routes': './src/exposed/routes.tsx', './NotificationsPanel': './src/exposed/NotificationsPanel.tsx' },
});
