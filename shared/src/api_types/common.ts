import * as v from 'valibot';

/** An id as sent on the wire: kept as a string (numbers are stringified, never the other way round). */
export const idSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => String(value)),
);

/**
 * A field that may be missing, null or of an unexpected type: all three read as `undefined`
 * instead of failing the whole object (servers differ a lot in what they send).
 */
export function opt<T extends v.GenericSchema>(schema: T) {
  return v.fallback(
    v.pipe(
      v.nullish(schema),
      v.transform((value): v.InferOutput<T> | undefined => (value ?? undefined) as v.InferOutput<T> | undefined),
    ),
    undefined,
  );
}

/** An array whose invalid members are dropped; anything that is not an array reads as []. */
export function list<T extends v.GenericSchema>(item: T) {
  const schema = v.pipe(
    v.unknown(),
    v.transform((value): v.InferOutput<T>[] => {
      if (!Array.isArray(value)) return [];
      const out: v.InferOutput<T>[] = [];
      for (const entry of value) {
        const result = v.safeParse(item, entry);
        if (result.success) out.push(result.output as v.InferOutput<T>);
      }
      return out;
    }),
  );
  // A missing key reads as [] too.
  return v.fallback(schema, (): v.InferOutput<T>[] => []);
}

export const str = opt(v.string());
export const num = opt(v.number());
export const bool = opt(v.boolean());
/** Any JSON value, kept as is. */
export const any = v.unknown();
/** A number that some servers send as a string ("12"). */
export const looseNum = opt(
  v.pipe(
    v.union([v.number(), v.string()]),
    v.transform((value) => (typeof value === 'number' ? value : Number.parseInt(value, 10))),
    v.number(),
    v.check((value) => Number.isFinite(value)),
  ),
);
/** Object with unknown keys, values left untyped. */
export const dict = opt(v.record(v.string(), v.unknown()));
