import type { LaunchPiece } from '@core/launch-kit.ts'
import type { LaunchKitResponse } from '@core/launch-kit-schemas.ts'

const words = (key: string) => key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase())

function lines(value: unknown, label: string, out: string[]): void {
  if (value === null || value === undefined || typeof value === 'boolean') return
  if (typeof value === 'string' || typeof value === 'number') {
    out.push(label ? `${label}: ${value}` : String(value))
    return
  }
  if (Array.isArray(value)) {
    if (value.every((v) => typeof v === 'string')) {
      out.push(`${label}:`, ...value.map((v) => `- ${v}`))
      return
    }
    value.forEach((item, i) => lines(item, `${label} ${i + 1}`.trim(), out))
    return
  }
  for (const [key, inner] of Object.entries(value)) lines(inner, label ? `${label} · ${words(key)}` : words(key), out)
}

/** A piece as plain text, one field a line ('Title: …', lists as '- …'), for 'Copy all'. */
export function pieceText<P extends LaunchPiece>(piece: P, value: NonNullable<LaunchKitResponse[P]>): string {
  const out: string[] = []
  lines(value, piece === 'emails' ? 'Email' : '', out)
  return out.join('\n')
}
