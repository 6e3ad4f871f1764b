/** A value that can go into a form body: nested objects become `key[sub]`, arrays `key[]` (`key[i]` for objects). */
export type FormValue =
  string | number | boolean | Blob | null | undefined | readonly FormValue[] | { readonly [key: string]: FormValue };

export type FormFields = { readonly [key: string]: FormValue };

function flatten(prefix: string, value: FormValue, out: Array<[string, string | Blob]>): void {
  if (value === undefined || value === null) return;
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    out.push([prefix, value]);
  } else if (Array.isArray(value)) {
    // Scalars as `key[]`; objects need an index so their fields stay together (`fields_attributes[0][name]`).
    (value as readonly FormValue[]).forEach((item, index) => {
      const nested =
        item !== null && typeof item === 'object' && !(typeof Blob !== 'undefined' && item instanceof Blob);
      flatten(nested ? `${prefix}[${index}]` : `${prefix}[]`, item, out);
    });
  } else if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value as { [key: string]: FormValue }))
      flatten(`${prefix}[${key}]`, inner, out);
  } else {
    out.push([prefix, String(value)]);
  }
}

function entriesOf(fields: FormFields): Array<[string, string | Blob]> {
  const out: Array<[string, string | Blob]> = [];
  for (const [key, value] of Object.entries(fields)) flatten(key, value, out);
  return out;
}

/** Multipart body (statuses, media, files). */
export function toFormData(fields: FormFields): FormData {
  const form = new FormData();
  for (const [key, value] of entriesOf(fields)) form.append(key, value);
  return form;
}

/** application/x-www-form-urlencoded body (OAuth). Blobs are not allowed here and are skipped. */
export function toUrlEncoded(fields: FormFields): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of entriesOf(fields)) if (typeof value === 'string') params.append(key, value);
  return params;
}
