import { createElement } from 'react';

/** An icon's drawing as the icon set (lucide) gives it: `[tag, attributes][]` on a 24 × 24 grid. */
export type IconNode = readonly (readonly [
  tag: string,
  attrs: Readonly<Record<string, string | number | undefined>>,
])[];

/**
 * One icon of the app's one icon set (lucide's shapes, imported per icon by the package that shows it:
 * `import { Reply } from 'lucide'`), drawn in the current text colour. Decorative: the control it sits
 * in carries the name (`aria-label`) and the tooltip (`title`).
 */
export function Icon({ node, size = 18 }: { node: IconNode; size?: number }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}
