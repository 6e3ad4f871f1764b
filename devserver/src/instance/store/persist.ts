import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { State } from './types';

const FILE = 'state.json';
const VERSION = 1;

function replacer(this: unknown, _key: string, value: unknown): unknown {
  if (value instanceof Map) return { __map: [...value.entries()] };
  if (value instanceof Set) return { __set: [...value.values()] };
  if (
    value &&
    typeof value === 'object' &&
    (value as { type?: string }).type === 'Buffer' &&
    Array.isArray((value as { data?: unknown }).data)
  ) {
    return { __buf: Buffer.from((value as { data: number[] }).data).toString('base64') };
  }
  return value;
}

function reviver(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (Array.isArray(v.__map)) return new Map(v.__map as Array<[unknown, unknown]>);
    if (Array.isArray(v.__set)) return new Set(v.__set as unknown[]);
    if (typeof v.__buf === 'string') return Buffer.from(v.__buf, 'base64');
  }
  return value;
}

/** Writes the state atomically (temp file + rename). Seed-generated files are kept too, so a load needs no reseed. */
export function saveState(dir: string, s: State): void {
  mkdirSync(dir, { recursive: true });
  const tmp = join(dir, `${FILE}.tmp`);
  writeFileSync(tmp, JSON.stringify({ version: VERSION, state: s }, replacer));
  renameSync(tmp, join(dir, FILE));
}

export function loadState(dir: string): State | null {
  const p = join(dir, FILE);
  if (!existsSync(p)) return null;
  try {
    const parsed = JSON.parse(readFileSync(p, 'utf8'), reviver) as { version?: number; state?: State };
    if (parsed.version !== VERSION || !parsed.state) return null;
    return parsed.state;
  } catch {
    return null;
  }
}
