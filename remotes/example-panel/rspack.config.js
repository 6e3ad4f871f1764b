const { federatedConfig } = require('@fedi/shared/build/federation');

module.exports = federatedConfig({
  name: 'example_panel',
  dir: __dirname,
  port: 3106,
  // Lets the e2e suite rebuild this remote alone and see the running shell pick the new build up.
  define: { 'process.env.EXAMPLE_PANEL_LABEL': JSON.stringify(process.env.EXAMPLE_PANEL_LABEL || '') },
  exposes: { './Panel': './src/exposed/Panel.tsx', './routes': './src/exposed/routes.tsx' },
});
