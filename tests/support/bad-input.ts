/**
 * Test-only: hostile variants of a request, for the table-driven walk over every route that
 * checks no user input makes the server answer 5xx (issue 13 item 12).
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

export const NUL = '\u0000'

/** `[[[…]]]` or `{"a":{"a":…}}` nested `depth` levels, as text (JSON.stringify would overflow the stack). */
export function deepJson(depth: number, kind: 'array' | 'object' = 'array'): string {
  return kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
}

/** A JSON text with the value at `path` replaced by the raw JSON text `raw`. */
function withRaw(base: Json, path: (string | number)[], raw: string): string {
  const marker = `__probe_${Math.random().toString(36).slice(2)}__`
  const copy = structuredClone(base) as Json
  if (path.length === 0) return raw
  let node = copy as Record<string | number, Json>
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>
  node[path.at(-1)!] = marker
  return JSON.stringify(copy).replace(JSON.stringify(marker), raw)
}

/** Every leaf (and every object or array) of a JSON value, with its path. */
function positions(value: Json, path: (string | number)[] = []): { path: (string | number)[]; value: Json }[] {
  const here = path.length > 0 ? [{ path, value }] : []
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, i) => positions(item, [...path, i]))]
  if (value !== null && typeof value === 'object') {
    return [...here, ...Object.entries(value).flatMap(([key, item]) => positions(item, [...path, key]))]
  }
  return here
}

// What a hostile or broken client can put in any one field.
const fieldValues: Record<string, string> = {
  nul: JSON.stringify(`a${NUL}b`),
  'lone surrogate': '"\\ud800"',
  'huge number': '1e308',
  'big integer': '99999999999999999999999',
  negative: '-1',
  true: 'true',
  null: 'null',
  'empty array': '[]',
  'long string': JSON.stringify('x'.repeat(120_000)),
  'deep array': deepJson(5000),
  'nul key': `{${JSON.stringify(`k${NUL}`)}:1}`,
}

// Whole bodies that are not the object a route expects.
const wholeBodies: Record<string, string> = {
  empty: '',
  'not json': '{',
  'json null': 'null',
  'json string': JSON.stringify(`a${NUL}`),
  'json number': '1e999',
  'json array': '[]',
  'deep array': deepJson(10_000),
  'deep object': deepJson(10_000, 'object'),
}

export interface BodyVariant {
  name: string
  text: string
}

/** The base body with each field in turn replaced by each hostile value, plus hostile whole bodies. */
export function bodyVariants(base: Json): BodyVariant[] {
  const variants: BodyVariant[] = Object.entries(wholeBodies).map(([name, text]) => ({ name: `body: ${name}`, text }))
  variants.push({ name: 'extra field with NUL key', text: withRaw(base, [], JSON.stringify({ ...(base as object), [`x${NUL}`]: NUL })) })
  for (const { path } of positions(base)) {
    for (const [name, raw] of Object.entries(fieldValues))
      variants.push({ name: `${path.join('.')}: ${name}`, text: withRaw(base, path, raw) })
  }
  return variants
}

/** Hostile values for one path segment or query parameter, already percent-encoded. */
export const urlValues: Record<string, string> = {
  nul: '%00',
  'nul inside': 'a%00b',
  'uuid then nul': '6f1c1f0e-8d2a-4c4b-9a55-2a4d1c7c5e11%00',
  'bad percent': '%E0%A4%A',
  long: 'x'.repeat(4000),
  'big integer': '99999999999999999999999',
  negative: '-1',
  exponent: '1e308',
  'nil uuid': '00000000-0000-0000-0000-000000000000',
}

/** `template` has `:name` segments; each gets every hostile value in turn, the others their valid value. */
export function pathVariants(template: string, valid: Record<string, string>): { name: string; path: string }[] {
  const names = [...template.matchAll(/:(\w+)/g)].map((m) => m[1]!)
  const fill = (over: Record<string, string>) => template.replace(/:(\w+)/g, (_, n: string) => over[n] ?? valid[n] ?? 'x')
  return names.flatMap((n) => Object.entries(urlValues).map(([name, value]) => ({ name: `:${n} ${name}`, path: fill({ [n]: value }) })))
}

/** Each query parameter in turn set to each hostile value (the others as given), plus a stray NUL parameter. */
export function queryVariants(query: Record<string, string>): { name: string; query: string }[] {
  const encode = (q: Record<string, string>) =>
    Object.entries(q)
      .map(([k, v]) => `${k}=${v}`)
      .join('&')
  const variants = [{ name: '?nul parameter', query: encode({ ...query, 'x%00': '%00' }) }]
  for (const key of Object.keys(query)) {
    for (const [name, value] of Object.entries(urlValues))
      variants.push({ name: `?${key} ${name}`, query: encode({ ...query, [key]: value }) })
  }
  return variants
}
