import { Icon, type IconNode } from '@fedi/shared';

/** A nav action drawn as its icon alone: the name is its label and its tooltip. */
export function NavIconButton({ label, icon, onClick }: { label: string; icon: IconNode; onClick(): void }) {
  return (
    <button type="button" className="nav-icon-button" aria-label={label} title={label} onClick={onClick}>
      <Icon node={icon} />
    </button>
  );
}
