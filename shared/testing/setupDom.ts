import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// jsdom lacks these; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy*/waitFor wait up to 5 s (default 1 s): on a loaded 2-core CI machine a render can take longer
// than a second; a test that fails still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lays nothing out, so every element would count as invisible and nothing scrolls. Ariakit
// (@fedi/shared/widgets) asks `checkVisibility()` before it hands focus back from an option to its
// text field (answered from what jsdom knows: hidden, display: none) and scrolls the active option.
// (Some suites run in node: no Element there.)
if (typeof Element !== 'undefined') {
  const shown = (element: Element | null): boolean =>
    !element || (!element.hasAttribute('hidden') && !(element instanceof HTMLElement && element.style.display === 'none') && shown(element.parentElement));
  if (typeof Element.prototype.checkVisibility !== 'function') {
    Element.prototype.checkVisibility = function checkVisibility(this: Element) {
      return shown(this);
    };
  }
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
}
