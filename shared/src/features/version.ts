/** The dotted numeric version at the start of `text` (`"2.96"`, `"2.75-2~bpo12+1"` → `[2, 75]`), or null. */
export function parseVersion(text: string | undefined | null): number[] | null {
  const match = /(\d+(?:\.\d+)*)/.exec(text ?? '');
  return match?.[1] ? match[1].split('.').map(Number) : null;
}

/** Whether `version` is `min` or later; false when `version` has no number in it. */
export function versionAtLeast(version: string | undefined | null, min: string): boolean {
  const have = parseVersion(version);
  const want = parseVersion(min) ?? [];
  if (!have) return false;
  for (let i = 0; i < Math.max(have.length, want.length); i++) {
    const a = have[i] ?? 0;
    const b = want[i] ?? 0;
    if (a !== b) return a > b;
  }
  return true;
}

/** snac's version: nodeinfo `software.version`, else the `snac/X.Y` in /api/v1/instance's version text. */
export function snacVersion(
  nodeinfoVersion: string | undefined,
  instanceVersion: string | undefined,
): string | undefined {
  if (parseVersion(nodeinfoVersion)) return nodeinfoVersion;
  return /snac\/?\s*(\d+(?:\.\d+)*)/i.exec(instanceVersion ?? '')?.[1];
}
