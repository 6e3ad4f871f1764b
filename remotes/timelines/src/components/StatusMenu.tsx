import { useState } from 'react';
import { Menu, MenuItem } from '@fedi/shared/widgets';

export interface StatusMenuEntry {
  key: string;
  label: string;
  /** Runs the action; `button` is the menu button (focus goes back there after a dialog). */
  run(button: HTMLElement | null): void;
}

export interface StatusMenuProps {
  label: string;
  items: StatusMenuEntry[];
  defaultOpen?: boolean;
}

/** The status extra menu (fetched on demand by StatusMenuButton with the shared widgets). */
export default function StatusMenu({ label, items, defaultOpen }: StatusMenuProps) {
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  return (
    <Menu
      label={label}
      defaultOpen={defaultOpen}
      className="popover status-menu"
      button={
        <button ref={setButton} type="button" aria-label={label}>
          ⋯
        </button>
      }
    >
      {items.map((item) => (
        <MenuItem key={item.key} onClick={() => item.run(button)}>
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
