const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'] as const;

/** Spec §5: sizes with the units B, KiB, MiB, GiB, TiB. */
export function fileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : Math.round(value * 10) / 10} ${UNITS[unit]}`;
}
