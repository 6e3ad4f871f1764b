import { Menu, MenuItem } from '@fedi/shared/widgets';

export interface RelationshipMenuEntry {
  key: string;
  label: string;
  disabled?: boolean;
  run(): void;
}

/**
 * The profile card's "More actions" menu (its own chunk: the shared widgets are not fetched by the
 * lists that show compact relationship controls, such as the notifications column). Items stay open
 * after use: their labels toggle in place (Mute ↔ Unmute).
 */
export default function RelationshipMenu({
  label,
  items,
  defaultOpen,
}: {
  label: string;
  items: RelationshipMenuEntry[];
  /** Open when mounted (the button was clicked while this chunk was on its way). */
  defaultOpen?: boolean;
}) {
  return (
    <Menu
      label={label}
      className="people-menu"
      defaultOpen={defaultOpen}
      button={<button type="button">{label}</button>}
    >
      {items.map((item) => (
        <MenuItem key={item.key} keepOpen disabled={item.disabled} onClick={item.run}>
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
