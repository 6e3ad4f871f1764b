import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// jsdom lacks these; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy*/waitFor wait up to 5 s (default 1 s): on a loaded 2-core CI machine a render can take longer
// than a second; a test that fails still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// jsdom (26) knows <dialog> and its `open` attribute only: no show(), showModal(), close(), top layer or
// Escape. This shim does what browsers do that the app relies on (proved in Chromium by
// e2e/tests/dialogs.spec.ts): showModal() focuses the first focusable element and stacks the dialog;
// close() hides it, gives the focus back to what had it at showModal() and fires `close` in a later
// task; an Escape that nothing handled fires a cancelable `cancel` at the top modal dialog, and closes
// it unless cancelled. It does not make the rest of the page inert.
if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
  const FOCUSABLE =
    'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';
  const modals: HTMLDialogElement[] = [];
  const focusedBefore = new WeakMap<HTMLDialogElement, Element | null>();
  const topModal = () => modals.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
  Object.assign(HTMLDialogElement.prototype, {
    returnValue: '',
    show(this: HTMLDialogElement) {
      if (!this.open) this.setAttribute('open', '');
    },
    showModal(this: HTMLDialogElement) {
      if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
      if (!this.isConnected) throw new DOMException('The dialog is not connected.', 'InvalidStateError');
      focusedBefore.set(this, document.activeElement);
      this.setAttribute('open', '');
      modals.push(this);
      (this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(FOCUSABLE) ?? this).focus();
    },
    close(this: HTMLDialogElement, value?: string) {
      if (!this.open) return;
      if (value !== undefined) this.returnValue = value;
      this.removeAttribute('open');
      const index = modals.indexOf(this);
      if (index >= 0) {
        modals.splice(index, 1);
        const before = focusedBefore.get(this);
        if (this.contains(document.activeElement) && before instanceof HTMLElement) before.focus();
      }
      setTimeout(() => this.dispatchEvent(new Event('close')), 0);
    },
  });
  document.addEventListener('keydown', (event) => {
    const top = topModal();
    if (event.key !== 'Escape' || event.defaultPrevented || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}

// jsdom lays nothing out, so every element would count as invisible and nothing scrolls. Ariakit
// (@fedi/shared/widgets) asks `checkVisibility()` before it hands focus back from an option to its
// text field (answered from what jsdom knows: hidden, display: none) and scrolls the active option.
// (Some suites run in node: no Element there.)
if (typeof Element !== 'undefined') {
  const shown = (element: Element | null): boolean =>
    !element ||
    (!element.hasAttribute('hidden') &&
      !(element instanceof HTMLElement && element.style.display === 'none') &&
      shown(element.parentElement));
  if (typeof Element.prototype.checkVisibility !== 'function') {
    Element.prototype.checkVisibility = function checkVisibility(this: Element) {
      return shown(this);
    };
  }
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
}

// `@fedi/shared`'s dialogs are stand-ins that fetch the real ones on first use (ui/lazyDialogs.tsx, tested
// there): have them here before each file's tests, as a browser has them by the time a click lands.
beforeAll(async () => {
  const { preloadDialogs } = await import('../src/ui/lazyDialogs');
  await preloadDialogs();
});
