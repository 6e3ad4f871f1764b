import { Ellipsis } from 'lucide';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionErrorMessage, Icon, useAccounts } from '@fedi/shared';
import { Menu, MenuItem } from '@fedi/shared/widgets';
import { NS } from '../i18n';
import '../laterStrings';

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
  /** The post's address: each other signed-in account gets "Open as @name" (found on its own server). */
  openAs?: { url: string; onError(message: string | null): void };
}

/** The status extra menu (fetched on demand by StatusMenuButton with the shared widgets). */
export default function StatusMenu({ label, items, defaultOpen, openAs }: StatusMenuProps) {
  const { t } = useTranslation(NS);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const accounts = useAccounts();
  const others = openAs ? (accounts?.accounts ?? []).filter((other) => other.key !== accounts?.activeKey) : [];
  const entries = [
    ...items,
    ...others.map((other): StatusMenuEntry => {
      const name = `@${other.acct}`;
      return {
        key: `as-${other.key}`,
        label: t('actions.open_as', { name }),
        run: () =>
          void accounts
            ?.openElsewhere(other.key, { kind: 'status', url: openAs!.url })
            .catch((error: unknown) =>
              openAs!.onError(
                error instanceof Error && error.name === 'NotResolvedError'
                  ? t('actions.open_as_missing', { name })
                  : actionErrorMessage(error),
              ),
            ),
      };
    }),
  ];
  return (
    <Menu
      label={label}
      defaultOpen={defaultOpen}
      className="popover status-menu"
      button={
        <button ref={setButton} type="button" aria-label={label} title={label}>
          <Icon node={Ellipsis} />
        </button>
      }
    >
      {entries.map((item) => (
        <MenuItem key={item.key} onClick={() => item.run(button)}>
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
