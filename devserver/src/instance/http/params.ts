/** Uploaded file extracted from a multipart body. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export type ParamValue = string | UploadedFile | ParamValue[] | { [k: string]: ParamValue };
export type Params = { [k: string]: ParamValue };

function isFileLike(v: unknown): v is { type: 'file'; filename: string; mimetype: string; _buf: Buffer | null } {
  return typeof v === 'object' && v !== null && (v as { type?: unknown }).type === 'file' && 'filename' in v;
}

function isFieldLike(v: unknown): v is { type: 'field'; value: unknown } {
  return typeof v === 'object' && v !== null && (v as { type?: unknown }).type === 'field' && 'fieldname' in v;
}

function leaf(v: unknown): ParamValue | undefined {
  if (v === null || v === undefined) return undefined;
  if (isFileLike(v)) return { filename: v.filename, mimetype: v.mimetype, data: v._buf ?? Buffer.alloc(0) };
  if (isFieldLike(v)) return leaf(v.value);
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return v.map(leaf).filter((x): x is ParamValue => x !== undefined);
  if (Buffer.isBuffer(v)) return v.toString('utf8');
  if (typeof v === 'object') {
    const o: Params = {};
    for (const [k, val] of Object.entries(v as Record<string, unknown>)) {
      const l = leaf(val);
      if (l !== undefined) o[k] = l;
    }
    return o;
  }
  return undefined;
}

function setPath(target: Params, path: string[], value: ParamValue): void {
  let cur: Params = target;
  for (let i = 0; i < path.length; i++) {
    const key = path[i] as string;
    const last = i === path.length - 1;
    const nextKey = path[i + 1];
    if (last) {
      if (key === '') continue;
      cur[key] = value;
      return;
    }
    if (nextKey === '') {
      const existing = cur[key];
      const arr: ParamValue[] = Array.isArray(existing) ? existing : existing === undefined ? [] : [existing];
      if (Array.isArray(value)) arr.push(...value);
      else arr.push(value);
      cur[key] = arr;
      return;
    }
    const existing = cur[key];
    if (typeof existing !== 'object' || existing === null || Array.isArray(existing) || 'data' in existing) {
      const obj: Params = {};
      if (Array.isArray(existing)) existing.forEach((v, idx) => (obj[String(idx)] = v));
      cur[key] = obj;
    }
    cur = cur[key] as Params;
  }
}

/** Turns form / multipart / JSON / query input (with `a[b][]` keys) into one nested object. */
export function normalizeParams(...sources: unknown[]): Params {
  const out: Params = {};
  for (const src of sources) {
    if (!src || typeof src !== 'object' || Buffer.isBuffer(src)) continue;
    for (const [rawKey, rawVal] of Object.entries(src as Record<string, unknown>)) {
      const val = leaf(rawVal);
      if (val === undefined) continue;
      const m = /^([^[\]]+)((?:\[[^\]]*\])*)$/.exec(rawKey);
      if (!m || !m[2]) {
        out[rawKey] = val;
        continue;
      }
      const path = [m[1] as string, ...[...(m[2] as string).matchAll(/\[([^\]]*)\]/g)].map((x) => x[1] as string)];
      setPath(out, path, val);
    }
  }
  return out;
}

export function str(p: Params, key: string): string | undefined {
  const v = p[key];
  if (typeof v === 'string') return v;
  if (Array.isArray(v) && typeof v[0] === 'string') return v[0];
  return undefined;
}

export function bool(p: Params, key: string): boolean | undefined {
  const v = str(p, key);
  if (v === undefined) return undefined;
  return ['true', '1', 'on', 'yes'].includes(v.toLowerCase());
}

export function int(p: Params, key: string): number | undefined {
  const v = str(p, key);
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? Math.trunc(n) : undefined;
}

export function strArray(p: Params, key: string): string[] {
  const v = p[key] ?? p[`${key}[]`];
  if (v === undefined) return [];
  if (typeof v === 'string') return v.includes(',') && key.endsWith('ids') ? v.split(',') : [v];
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string');
  if (typeof v === 'object' && !('data' in v))
    return Object.values(v).filter((x): x is string => typeof x === 'string');
  return [];
}

export function obj(p: Params, key: string): Params {
  const v = p[key];
  if (v && typeof v === 'object' && !Array.isArray(v) && !('data' in v)) return v as Params;
  return {};
}

export function file(p: Params, key: string): UploadedFile | undefined {
  const v = p[key];
  if (v && typeof v === 'object' && !Array.isArray(v) && 'data' in v && Buffer.isBuffer(v.data))
    return v as UploadedFile;
  return undefined;
}
