const { federatedConfig } = require('@fedi/shared/build/federation');

module.exports = federatedConfig({
  name: 'chat',
  dir: __dirname,
  port: 3105,
  exposes: { './routes': './src/exposed/routes.tsx', './ChatSync': './src/exposed/ChatSync.tsx' },
});
