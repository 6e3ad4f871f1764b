/** Spec §9: default maximum thread depth; visible depth is max − 2, at least 1. */
export const DEFAULT_MAX_DEPTH = 6;

export const visibleDepth = (maxDepthInThread: number) => Math.max(maxDepthInThread - 2, 1);

export interface ThreadItem {
  id: string;
  in_reply_to_id?: string;
}

export interface ThreadNode<T extends ThreadItem> {
  item: T;
  depth: number;
  children: ThreadNode<T>[];
}

export interface Thread<T extends ThreadItem> {
  roots: ThreadNode<T>[];
  byId: Map<string, ThreadNode<T>>;
}

/**
 * A reply tree from a flat, parent-first list (ancestors + focused + descendants) in linear time:
 * one pass links each item under its parent (or makes it a root when the parent is not there),
 * a second assigns depths top-down.
 */
export function buildThread<T extends ThreadItem>(items: readonly T[]): Thread<T> {
  const byId = new Map<string, ThreadNode<T>>();
  for (const item of items) byId.set(item.id, { item, depth: 0, children: [] });
  const roots: ThreadNode<T>[] = [];
  for (const item of items) {
    const node = byId.get(item.id);
    if (!node || node.item !== item) continue;
    const parent = item.in_reply_to_id ? byId.get(item.in_reply_to_id) : undefined;
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  const stack = roots.map((node) => ({ node, depth: 0 }));
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    node.depth = depth;
    for (const child of node.children) stack.push({ node: child, depth: depth + 1 });
  }
  return { roots, byId };
}

/**
 * Whether a status at `depth` shows (spec §4 Thread): its depth minus the dive depth is at most
 * maxDepthInThread − 2 (minimum 1), unless the full thread is requested.
 */
export function isShownInThread(depth: number, diveDepth: number, maxDepthInThread: number, showFull = false): boolean {
  if (showFull) return true;
  return depth - diveDepth <= visibleDepth(maxDepthInThread);
}

/** Depth-first order of the tree (the linear display order), with each node's depth. */
export function flattenThread<T extends ThreadItem>(thread: Thread<T>): Array<ThreadNode<T>> {
  const out: Array<ThreadNode<T>> = [];
  const stack = [...thread.roots].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    out.push(node);
    for (let index = node.children.length - 1; index >= 0; index -= 1) stack.push(node.children[index]!);
  }
  return out;
}

/** Number of statuses below a node (for 'show N more replies'). */
export function descendantCount<T extends ThreadItem>(node: ThreadNode<T>): number {
  let count = 0;
  const stack = [...node.children];
  while (stack.length > 0) {
    const next = stack.pop()!;
    count += 1;
    stack.push(...next.children);
  }
  return count;
}
