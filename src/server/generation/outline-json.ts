import { type Outline, outlineSchema } from '@core/generation-schemas.ts'

export type OutlineParse = { ok: true; outline: Outline } | { ok: false; problems: string[] }

/**
 * The JSON inside a model's reply. Servers without JSON mode often wrap it in a ```json fence
 * or add a sentence around it, so take the fenced part, else the outermost braces.
 */
export function extractJson(text: string): string {
  const fenced = /```(?:json|JSON)?[ \t]*\n([\s\S]*?)\n?```/.exec(text)
  if (fenced?.[1]) return fenced[1].trim()
  const start = text.indexOf('{')
  const end = text.lastIndexOf('}')
  return start >= 0 && end > start ? text.slice(start, end + 1) : text.trim()
}

/** Parses and validates an outline, listing problems in words a model can act on. */
export function parseOutline(text: string): OutlineParse {
  let value: unknown
  try {
    value = JSON.parse(extractJson(text))
  } catch {
    return { ok: false, problems: ['The reply was not valid JSON.'] }
  }
  const result = outlineSchema.safeParse(value)
  if (result.success) return { ok: true, outline: result.data }
  return {
    ok: false,
    problems: result.error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`),
  }
}
