/*
 * Runs in the page's head before the first paint (a blocking script, so the Content-Security-Policy needs
 * no inline script): puts the theme last applied on the root, from what shell/src/theme/themeCache.ts
 * stored. Without a stored theme the stylesheet's defaults (pleroma-dark) stand.
 */
/* global window, document */
'use strict';
(function () {
  try {
    var cache = JSON.parse(window.localStorage.getItem('fedi:theme') || 'null');
    if (!cache || typeof cache.variables !== 'object' || cache.variables === null) return;
    var light = cache.light && window.matchMedia && window.matchMedia('(prefers-color-scheme: light)').matches;
    var variables = light ? cache.light : cache.variables;
    var root = document.documentElement;
    var names = Object.keys(variables);
    for (var i = 0; i < names.length; i += 1) root.style.setProperty(names[i], String(variables[names[i]]));
    root.dataset.themeVariables = names.join(' ');
  } catch {
    // No storage or a damaged entry: the defaults stand and the app resolves the theme again.
  }
})();
