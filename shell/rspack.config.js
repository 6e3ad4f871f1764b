const { federatedConfig } = require('@fedi/shared/build/federation');

module.exports = federatedConfig({ name: 'shell', dir: __dirname, port: 3100, host: true, title: 'Fedi' });
