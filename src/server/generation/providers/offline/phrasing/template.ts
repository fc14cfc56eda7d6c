import type { Tone } from '@core/generation.ts'
import type { Rng } from '../seeded-random.ts'
import { contract, toneIndex } from './tone.ts'

/**
 * A tiny template language for the phrase banks:
 * - `{a|b|c}` picks one option with the seeded PRNG (an option may be empty);
 * - `{@friendly|professional|expert|casual}` picks by tone;
 * - `$name` inserts a variable (already escaped for Markdown by the caller).
 * Variables go in last and in one pass, so user text is never parsed as template syntax.
 */
export interface RenderScope {
  rng: Rng
  tone: Tone
  vars: Readonly<Record<string, string>>
}

export function render(template: string, scope: RenderScope): string {
  const chosen = template.replace(/\{(@?)([^{}]*)\}/g, (_m, byTone: string, body: string) => {
    const options = body.split('|')
    if (byTone) return options[Math.min(toneIndex(scope.tone), options.length - 1)] ?? ''
    return scope.rng.pick(options)
  })
  // Tidy the spaces an empty option leaves before user text goes in, so that text is never touched.
  const tidy = contract(chosen, scope.tone)
    .replace(/ {2,}/g, ' ')
    .replace(/ ([,.;:!?])/g, '$1')
  return tidy.replace(/\$([A-Za-z]+)/g, (_m, name: string) => {
    const value = scope.vars[name]
    if (value === undefined) throw new Error(`offline writer: unknown template variable $${name}`)
    return value
  })
}

/** Renders each template and joins them as sentences of one paragraph. */
export function renderParagraph(templates: readonly string[], scope: RenderScope): string {
  return templates
    .map((t) => render(t, scope).trim())
    .filter(Boolean)
    .join(' ')
}
