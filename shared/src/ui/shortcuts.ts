/**
 * Keyboard shortcuts (the ones users of other fediverse clients know). Two places register them, by
 * where their actions live: the shell (`shell/src/layout/shortcuts`: n, /, g h, ?) and timelines'
 * `Timeline` (j, k, r, f, b, and `.` for new posts). Both ask `shortcutKey` first, so none fires
 * while someone types or holds a modifier. The help dialog's list of them all is the shell's
 * (`layout/shortcuts/shortcutList.ts`, in the dialog's chunk).
 */

/** Where typing happens: form fields, editable content, and anything inside a dialog (it has its own keys). */
function typingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])')) return true;
  return target.closest('dialog, [role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]') !== null;
}

/**
 * The shortcut key of a keydown, or null when it must not act as one: with Ctrl, Alt or Meta held, a
 * repeat, an event already handled, or while the focus is in a text field, editable content, an open
 * dialog or menu. Shift is allowed (it makes `?` on most layouts).
 */
export function shortcutKey(event: KeyboardEvent): string | null {
  if (event.defaultPrevented || event.repeat || event.ctrlKey || event.altKey || event.metaKey) return null;
  if (event.isComposing) return null;
  if (typingTarget(event.target) || typingTarget(document.activeElement)) return null;
  return event.key.length === 1 ? event.key : null;
}
