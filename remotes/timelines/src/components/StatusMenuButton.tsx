import { Ellipsis } from 'lucide';
import { useState, type KeyboardEvent } from 'react';
import { Icon } from '@fedi/shared';
import type { StatusMenuProps } from './StatusMenu';

type StatusMenuComponent = (props: StatusMenuProps) => React.ReactNode;

let loading: Promise<StatusMenuComponent> | null = null;

/** Fetches the menu's code (and the shared widgets) once; a failed fetch is tried again next time. */
function loadStatusMenu(): Promise<StatusMenuComponent> {
  loading ??= import(/* webpackChunkName: "timelines-status-menu" */ './StatusMenu').then(
    (module) => module.default,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The status extra menu's button. Every timeline row has one, so until its first use it is a plain
 * button of the same look: hover or focus starts fetching the menu, and a click (or Enter, Space,
 * ArrowDown, ArrowUp) opens it as soon as it is there.
 */
export function StatusMenuButton({ label, items, openAs }: Omit<StatusMenuProps, 'defaultOpen'>) {
  const [StatusMenu, setStatusMenu] = useState<StatusMenuComponent | null>(null);
  if (StatusMenu) return <StatusMenu label={label} items={items} openAs={openAs} defaultOpen />;

  const prefetch = () => void loadStatusMenu().catch(() => undefined);
  const open = () =>
    void loadStatusMenu().then(
      (component) => setStatusMenu(() => component),
      // The button stays as it is: the next click fetches again.
      () => undefined,
    );
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    open();
  };
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={label}
      title={label}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={open}
      onKeyDown={onKeyDown}
    >
      <Icon node={Ellipsis} />
    </button>
  );
}
