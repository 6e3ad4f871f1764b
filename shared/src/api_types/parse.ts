import * as v from 'valibot';

/** A response body that did not fit its schema (e.g. a status without an id). */
export class SchemaError extends Error {
  readonly issues: readonly v.BaseIssue<unknown>[];
  readonly value: unknown;
  constructor(what: string, issues: readonly v.BaseIssue<unknown>[], value: unknown) {
    super(`Unexpected ${what} from the server: ${issues.map((issue) => issue.message).join('; ')}`);
    this.name = 'SchemaError';
    this.issues = issues;
    this.value = value;
  }
}

/** Parse one wire object; throws SchemaError when it cannot be read at all. */
export function parseOne<S extends v.GenericSchema>(schema: S, value: unknown, what = 'entity'): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw new SchemaError(what, result.issues, value);
  return result.output as v.InferOutput<S>;
}

/** Parse one wire object or get undefined (nested entities that are allowed to be broken). */
export function parseMaybe<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> | undefined {
  if (value === undefined || value === null) return undefined;
  const result = v.safeParse(schema, value);
  return result.success ? (result.output as v.InferOutput<S>) : undefined;
}

/** Parse an array answer, dropping (and warning about) members that do not fit. */
export function parseMany<S extends v.GenericSchema>(schema: S, value: unknown, what = 'entity'): v.InferOutput<S>[] {
  if (!Array.isArray(value)) {
    if (value === null || value === undefined) return [];
    throw new SchemaError(`${what} list`, [], value);
  }
  const out: v.InferOutput<S>[] = [];
  for (const item of value) {
    const result = v.safeParse(schema, item);
    if (result.success) out.push(result.output as v.InferOutput<S>);
    else console.warn(`Skipping invalid ${what}:`, result.issues.map((issue) => issue.message).join('; '), item);
  }
  return out;
}
