import type { LaunchPiece } from '@core/launch-kit.ts'
import type { LaunchKitResponse } from '@core/launch-kit-schemas.ts'
import { emailDayLabel } from './launch-text.ts'

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
  if (piece === 'emails') {
    // As they are sent: the day, the subjects and preview, then the body.
    return (value as NonNullable<LaunchKitResponse['emails']>)
      .map(
        (e, i) =>
          `Email ${i + 1} · ${emailDayLabel(e.day, e.kind)}\nSubject: ${e.subject}\nOther subject: ${e.subjectAlt}\nPreview: ${e.preview}\n\n${e.body}`,
      )
      .join('\n\n---\n\n')
  }
  const out: string[] = []
  lines(value, '', out)
  return out.join('\n')
}
