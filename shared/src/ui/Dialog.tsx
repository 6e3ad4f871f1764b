import {
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';

/**
 * - `modal` (default): `showModal()`: top layer, the rest of the page inert, Tab kept inside, page scroll locked.
 * - `alert`: the same with role `alertdialog` (confirms).
 * - `nonmodal`: `show()`: the page stays usable (a minimised modal); Escape does not close it.
 * - `popup`: `show()`, placed by its CSS (an emoji picker); Escape or a click outside it closes it.
 */
export type DialogKind = 'modal' | 'alert' | 'nonmodal' | 'popup';

/** An element, or a ref read when it is needed. */
export type FocusTarget = HTMLElement | null | RefObject<HTMLElement | null>;

type DialogLabel =
  { 'aria-labelledby': string; 'aria-label'?: never } | { 'aria-label': string; 'aria-labelledby'?: never };

export type DialogProps = Omit<
  HTMLAttributes<HTMLDialogElement>,
  'role' | 'open' | 'onClose' | 'onCancel' | 'aria-label' | 'aria-labelledby'
> &
  DialogLabel & {
    kind?: DialogKind;
    /** Asked to close (Escape, backdrop, outside click, or the browser closing it): the caller unmounts the dialog. */
    onClose(): void;
    /** Whether a click on the backdrop closes a modal dialog. */
    closeOnBackdrop?: boolean;
    /** Focused on open (a ref or a selector inside the dialog); else what a child autofocused, else the first focusable. */
    initialFocus?: RefObject<HTMLElement | null> | string;
    /** Focus goes back here on close; else to the element focused when the dialog opened. */
    returnFocus?: FocusTarget;
    children?: ReactNode;
  };

const FOCUSABLE =
  'a[href],area[href],button,input:not([type="hidden"]),select,textarea,iframe,audio[controls],video[controls],summary,[contenteditable]:not([contenteditable="false"]),[tabindex]';

/** Tab stops of a dialog's own content, in order (a nested dialog's are its own). */
function tabStops(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      !element.closest('[hidden],[inert]') &&
      element.closest('dialog') === dialog,
  );
}

/** Focuses the first element that takes focus (one hidden by CSS does not); true if one did. */
function focusFirst(elements: HTMLElement[]): boolean {
  for (const element of elements) {
    element.focus();
    if (document.activeElement === element) return true;
  }
  return false;
}

let scrollLocks = 0;
let savedStyle = { overflow: '', paddingRight: '' };

/**
 * Page scroll off while a modal is open (spec §9: the scrollbar gap is reserved, nothing moves). The
 * body gets the scrollbar's width as padding, and `--scrollbar-gap` on the root tells fixed elements.
 * (Chromium ignores `scrollbar-gutter` on a root with `overflow: hidden` in standards mode.)
 */
function lockScroll(): () => void {
  if (scrollLocks++ === 0) {
    const { documentElement: root, body } = document;
    const gap = window.innerWidth - root.clientWidth;
    savedStyle = { overflow: root.style.overflow, paddingRight: body.style.paddingRight };
    if (gap > 0) {
      body.style.paddingRight = `${(parseFloat(getComputedStyle(body).paddingRight) || 0) + gap}px`;
      root.style.setProperty('--scrollbar-gap', `${gap}px`);
    }
    root.style.overflow = 'hidden';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--scrollLocks > 0) return;
    const { documentElement: root, body } = document;
    root.style.overflow = savedStyle.overflow;
    root.style.removeProperty('--scrollbar-gap');
    body.style.paddingRight = savedStyle.paddingRight;
  };
}

/** Puts the page back where it was (opening or closing a dialog never moves the page behind it). */
function keepScroll(scroll: { x: number; y: number } | null): void {
  if (scroll && (window.scrollX !== scroll.x || window.scrollY !== scroll.y)) window.scrollTo(scroll.x, scroll.y);
}

/**
 * Layers inside a dialog that take Escape for themselves (issue 28 #12: Escape closes the innermost layer
 * only): an open menu (`@fedi/shared/widgets` Menu, which closes itself), an opened popup's button, and
 * any view marked `data-escape-layer` that handles its own Escape (a sub-view to go back from).
 */
const INNER_LAYER = '[data-escape-layer],[role="menu"]';
const OPEN_POPUP_BUTTON = '[aria-haspopup]:not([aria-haspopup="false"])[aria-expanded="true"]';

/** Whether a key pressed on `target` belongs to a layer inside `dialog` (not to the dialog itself). */
function inInnerLayer(target: EventTarget | null, dialog: HTMLDialogElement): boolean {
  if (!(target instanceof Element) || target.closest('dialog') !== dialog) return false;
  const layer = target.closest(INNER_LAYER);
  return (layer !== null && layer !== dialog && dialog.contains(layer)) || target.matches(OPEN_POPUP_BUTTON);
}

/** Whether a mouse event is on the dialog's backdrop (the dialog element itself, outside its box). */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/**
 * The one dialog of the app, on the native `<dialog>`: labelled, Escape closes the top one only (and not
 * while a layer inside it, an open menu or a marked sub-view, takes the Escape), Tab stays
 * inside a modal, a modal locks page scroll, focus returns to the element that opened it. It is open
 * while mounted: the caller renders it to open and stops rendering it (in `onClose`) to close.
 */
export function Dialog({
  kind = 'modal',
  onClose,
  closeOnBackdrop = false,
  initialFocus,
  returnFocus,
  children,
  onKeyDown,
  onMouseDown,
  onClick,
  ...rest
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // Read during the first render: the opener still has the focus (a child's autoFocus takes it at commit).
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  // The page's scroll before the commit: a child's autoFocus in the dialog still in the page's flow scrolls it.
  const [pageScroll] = useState(() =>
    typeof window === 'undefined' ? null : { x: window.scrollX, y: window.scrollY },
  );
  const close = useRef(onClose);
  const focusTargets = useRef({ initialFocus, returnFocus });
  useLayoutEffect(() => {
    close.current = onClose;
    focusTargets.current = { initialFocus, returnFocus };
  }, [onClose, initialFocus, returnFocus]);
  const returnTarget = () => {
    const { returnFocus } = focusTargets.current;
    const element = returnFocus && 'current' in returnFocus ? returnFocus.current : returnFocus;
    return element?.isConnected ? element : opener;
  };
  const lastFocus = useRef<Element | null>(null);
  const giveBack = useRef(false);
  const shown = useRef(false);
  const downOnBackdrop = useRef(false);
  const modal = kind === 'modal' || kind === 'alert';

  // Open as `kind` (again when the kind changes, e.g. a modal minimised); close on unmount.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const inside = (element: Element | null | undefined) =>
      element && element !== dialog && dialog.contains(element) ? (element as HTMLElement) : null;
    const { initialFocus } = focusTargets.current;
    const chosen = shown.current
      ? null
      : typeof initialFocus === 'string'
        ? dialog.querySelector<HTMLElement>(initialFocus)
        : (initialFocus?.current ?? null);
    // Rendered with `open` so a child's autoFocus could take the focus; now opened properly.
    const wanted = chosen ?? inside(document.activeElement) ?? inside(lastFocus.current);
    dialog.removeAttribute('open');
    if (modal) dialog.showModal();
    else dialog.show();
    const firstShow = !shown.current;
    shown.current = true;
    if (!(wanted && focusFirst([wanted])) && kind !== 'nonmodal' && !inside(document.activeElement)) {
      if (!focusFirst(tabStops(dialog))) dialog.focus();
    }
    if (firstShow) keepScroll(pageScroll);
    const unlock = modal ? lockScroll() : () => undefined;
    // The browser may close it (a close request it does not let us cancel): tell the caller.
    const onNativeClose = () => {
      if (!dialog.open) close.current();
    };
    // An Escape an inner layer takes (a menu closes on its own keydown handler, which may stop the event
    // before ours) must not reach the browser's close request either: noted when the key goes down.
    let innerEscape = false;
    const onKeyCapture = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      innerEscape = inInnerLayer(event.target, dialog);
      if (innerEscape) setTimeout(() => (innerEscape = false));
    };
    const onNativeCancel = (event: Event) => {
      event.preventDefault();
      if (innerEscape) innerEscape = false;
      else close.current();
    };
    dialog.addEventListener('keydown', onKeyCapture, true);
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('cancel', onNativeCancel);
    // A popup closes on a press outside it (its opener toggles it itself).
    const onOutside = (event: globalThis.MouseEvent) => {
      const target = event.target as Node;
      if (!dialog.contains(target) && !returnTarget()?.contains(target)) close.current();
    };
    if (kind === 'popup') document.addEventListener('mousedown', onOutside, true);
    return () => {
      document.removeEventListener('mousedown', onOutside, true);
      dialog.removeEventListener('keydown', onKeyCapture, true);
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('cancel', onNativeCancel);
      const active = document.activeElement;
      lastFocus.current = active;
      // Focus goes back on close unless the user put it somewhere else meanwhile.
      giveBack.current = !active || active === document.body || dialog.contains(active);
      const scroll = { x: window.scrollX, y: window.scrollY };
      dialog.close();
      unlock();
      keepScroll(scroll);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reopened only when the kind changes
  }, [kind, modal]);

  // Declared after the one above, so on unmount it runs after the dialog closed.
  useLayoutEffect(
    () => () => {
      const target = returnTarget();
      if (giveBack.current && target?.isConnected) target.focus({ preventScroll: true });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on unmount only
    [],
  );

  const keyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(event);
    const dialog = ref.current;
    // Handled already (an autocomplete's Escape), or a key of a dialog opened inside this one.
    if (!dialog || event.defaultPrevented || (event.target as Element).closest('dialog') !== dialog) return;
    // The page behind a modal is inert: its keyboard shortcuts (a timeline's j/k) must not see these keys.
    if (modal) event.stopPropagation();
    if (event.key === 'Escape' && kind !== 'nonmodal') {
      // Not the browser's own close request: we close by unmounting (unless a layer inside took it).
      event.preventDefault();
      if (!inInnerLayer(event.target, dialog)) close.current();
    } else if (event.key === 'Tab' && modal) {
      const stops = tabStops(dialog);
      const active = document.activeElement;
      const edge = event.shiftKey ? stops[0] : stops.at(-1);
      if (stops.length === 0 || active === edge || active === dialog) {
        event.preventDefault();
        focusFirst(event.shiftKey ? stops.reverse() : stops);
      }
    }
  };

  return (
    // A dialog is interactive: its keys (Escape, Tab) and backdrop clicks are handled here.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      // Rendered open for the commit (see the effect); `showModal()` runs right after.
      open
      role={kind === 'alert' ? 'alertdialog' : undefined}
      aria-modal={modal ? true : undefined}
      tabIndex={-1}
      {...rest}
      onKeyDown={keyDown}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        downOnBackdrop.current = onBackdrop(event);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (modal && closeOnBackdrop && downOnBackdrop.current && onBackdrop(event)) close.current();
        downOnBackdrop.current = false;
      }}
    >
      {children}
    </dialog>
  );
}
