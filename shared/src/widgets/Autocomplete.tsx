import * as Ariakit from '@ariakit/react';
import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type KeyboardEventHandler,
  type ReactNode,
  type Ref,
} from 'react';

export interface AutocompleteProps {
  /** Whether the suggestion list is shown (the caller decides from its own text and results). */
  open: boolean;
  /** Called with false when the user dismisses the list (Escape). */
  onOpenChange(open: boolean): void;
  /** The DOM id of the active option (`aria-activedescendant`), or null while the list is closed. */
  activeId: string | null;
  /** Called with the option the arrow keys moved to. */
  onActiveIdChange(id: string): void;
  children: ReactNode;
}

/**
 * The WAI-ARIA combobox pattern for a text field with a suggestion list: focus stays in the field,
 * ArrowUp/ArrowDown move the active option (`aria-activedescendant`, wrapping), Enter or Tab pick it,
 * Escape closes the list and keeps the typed text. The caller owns the text, the list and the
 * active option; this only wires the keyboard and the ARIA attributes.
 */
export function Autocomplete({ open, onOpenChange, activeId, onActiveIdChange, children }: AutocompleteProps) {
  return (
    <Ariakit.ComboboxProvider
      open={open}
      setOpen={onOpenChange}
      activeId={activeId}
      setActiveId={(id) => {
        // Ariakit clears the active option on every edit; here an open list always has one.
        if (id) onActiveIdChange(id);
      }}
      includesBaseElement={false}
      focusLoop
    >
      {children}
    </Ariakit.ComboboxProvider>
  );
}

type TextAreaProps = Omit<ComponentPropsWithoutRef<'textarea'>, 'value'> & { value: string };

/** The text field of an `Autocomplete` (a textarea whose value the caller controls). */
export const AutocompleteTextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(
  function AutocompleteTextArea(props, ref) {
    const store = Ariakit.useComboboxContext();
    // Runs before Ariakit's own key handling (which would pick an option a microtask later, and pick
    // it on Ctrl+Enter too): Enter and Tab pick the active option at once, Escape only closes the list
    // (a surrounding dialog stays open, the text stays), Ctrl/Cmd+Enter is left to the field's owner.
    const onKeyDownCapture = (event: KeyboardEvent<HTMLTextAreaElement>) => {
      const state = store?.getState();
      if (!state?.open) return;
      const modified = event.ctrlKey || event.metaKey || event.altKey || event.shiftKey;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        store?.hide();
      } else if (event.key === 'Enter' && modified) {
        event.preventDefault();
      } else if ((event.key === 'Enter' || event.key === 'Tab') && !modified && state.activeId) {
        event.preventDefault();
        document.getElementById(state.activeId)?.click();
      }
    };
    return (
      <Ariakit.Combobox
        // Ariakit types its combobox as an input; rendered as a textarea, it handles both.
        ref={ref as unknown as Ref<HTMLInputElement>}
        // Ariakit's combobox sets aria-expanded, which a textbox does not take (ARIA 1.2; axe's
        // aria-allowed-attr): left out. The active option is told by aria-activedescendant.
        render={({ 'aria-expanded': _expanded, ...rendered }) => (
          <textarea {...(rendered as ComponentPropsWithoutRef<'textarea'>)} />
        )}
        focusable
        autoSelect={false}
        setValueOnChange={false}
        showOnChange={false}
        showOnClick={false}
        showOnKeyPress={false}
        // A multi-line field stays a textbox (ARIA 1.2 gives textbox aria-autocomplete,
        // aria-activedescendant and aria-haspopup; combobox is a single-line field).
        role="textbox"
        aria-multiline
        aria-autocomplete="list"
        {...(props as ComponentPropsWithoutRef<'input'>)}
        onKeyDownCapture={onKeyDownCapture as unknown as KeyboardEventHandler<HTMLInputElement>}
      />
    );
  },
);

export function AutocompleteList({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Ariakit.ComboboxList aria-label={label} className={className} render={<ul />}>
      {children}
    </Ariakit.ComboboxList>
  );
}

export interface AutocompleteOptionProps {
  /** DOM id: the value of `activeId` while this option is active. */
  id: string;
  onPick(): void;
  className?: string;
  activeClassName?: string;
  children: ReactNode;
}

/** One suggestion (role option, aria-selected while active); a click picks it without moving focus. */
export function AutocompleteOption({ id, onPick, className, activeClassName, children }: AutocompleteOptionProps) {
  const store = Ariakit.useComboboxContext();
  const active = Ariakit.useStoreState(store, (state) => state?.activeId === id);
  const classes = [className, active ? activeClassName : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <Ariakit.ComboboxItem
      id={id}
      render={<li />}
      className={classes}
      aria-selected={active}
      focusOnHover={false}
      hideOnClick={false}
      setValueOnClick={false}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        onPick();
        // The field keeps the focus (the picked option is usually gone with the list).
        const field = store?.getState().baseElement;
        if (field && field !== document.activeElement) field.focus();
      }}
    >
      {children}
    </Ariakit.ComboboxItem>
  );
}
