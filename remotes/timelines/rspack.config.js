const { federatedConfig } = require('@fedi/shared/build/federation');

module.exports = federatedConfig({
  name: 'timelines',
  dir: __dirname,
  port: 3101,
  exposes: { './routes': './src/exposed/routes.tsx', './Status': './src/exposed/Status.tsx' },
});
