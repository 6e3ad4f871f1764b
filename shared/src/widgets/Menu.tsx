import * as Ariakit from '@ariakit/react';
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';

export interface MenuProps {
  /** The menu's accessible name (also given to the menu button unless `button` has its own). */
  label: string;
  /** The element that opens the menu; it keeps its own content, class and label. */
  button: ReactElement;
  /** Class of the menu element (e.g. the remote's popover class). */
  className?: string;
  /** Open when mounted, focus on the first item (a menu fetched on demand by a click or key). */
  defaultOpen?: boolean;
  /** Called with the open state whenever it changes. */
  onOpenChange?(open: boolean): void;
  /**
   * Placed against the viewport (`position: fixed`), not inside the nearest scrolling box: a menu in a
   * window that scrolls (a modal) is then neither clipped by it nor makes it scroll; flip and shift keep
   * it on the screen.
   */
  fixed?: boolean;
  /** Where it opens: below the button, its start edge on the button's (default) or its end edge. */
  placement?: 'bottom-start' | 'bottom-end';
  children: ReactNode;
}

/**
 * The WAI-ARIA menu button pattern: Enter, Space and ArrowDown open the menu on its first item
 * (ArrowUp on the last), arrow keys move, Home/End, typeahead, Escape and Tab close, an outside click
 * closes, and focus returns to the button.
 */
export function Menu({ label, button, className, defaultOpen, onOpenChange, fixed, placement, children }: MenuProps) {
  const store = Ariakit.useMenuStore({ setOpen: onOpenChange, focusLoop: true, placement });
  const [openAtStart] = useState(defaultOpen);
  useEffect(() => {
    // As the button does when a key opens the menu: focus goes to the first item.
    if (!openAtStart) return;
    store.setInitialFocus('first');
    store.setAutoFocusOnShow(true);
    store.show();
  }, [store, openAtStart]);
  return (
    <Ariakit.MenuProvider store={store}>
      <Ariakit.MenuButton render={button} />
      <Ariakit.Menu className={className} aria-label={label} gutter={4} portal={false} fixed={fixed}>
        {children}
      </Ariakit.Menu>
    </Ariakit.MenuProvider>
  );
}

export interface MenuItemProps {
  onClick(element: HTMLElement): void;
  disabled?: boolean;
  /** Keep the menu open after this item runs (items whose label toggles in place). Default: close. */
  keepOpen?: boolean;
  className?: string;
  children: ReactNode;
}

/** One action of a `Menu` (role menuitem, rendered as a button so the remote's button styles apply). */
export function MenuItem({ onClick, disabled, keepOpen, className, children }: MenuItemProps) {
  return (
    <Ariakit.MenuItem
      render={<button type="button" />}
      className={className}
      disabled={disabled}
      accessibleWhenDisabled={false}
      hideOnClick={!keepOpen}
      onClick={(event) => onClick(event.currentTarget)}
    >
      {children}
    </Ariakit.MenuItem>
  );
}

/** Other content inside a menu (a small form): the menu's arrow keys and typeahead leave it alone. */
export function MenuGroup({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Ariakit.MenuGroup aria-label={label} onKeyDown={(event) => event.stopPropagation()}>
      {children}
    </Ariakit.MenuGroup>
  );
}
