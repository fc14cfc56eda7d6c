import { describe, expect, it } from 'vitest'
import { sampleKit } from '../../../../tests/support/launch-kit-fixture.ts'
import { pieceText } from './piece-text.ts'

describe('pieceText (Copy all)', () => {
  it('writes a piece one field a line, lists as bullets, nested fields named by their path', () => {
    const text = pieceText('leadMagnet', sampleKit().leadMagnet)
    expect(text).toBe('Title: Free drill sheet\nBullets:\n- One\n- Two\n- Three\nButton: Send it')
    const kdp = pieceText('kdp', sampleKit().kdp)
    expect(kdp).toContain('Keywords:\n- golf keyword 1\n')
    expect(kdp).toContain('Categories 2 · Name: Category 2')
  })

  it('writes the emails as they are sent, and leaves the switches out', () => {
    const emails = pieceText('emails', sampleKit().emails)
    expect(
      emails.startsWith('Email 1 · Day −4 · Warm-up\nSubject: Subject warm-up\nOther subject: Alt\nPreview: Preview\n\nBody\n\n---\n\n'),
    ).toBe(true)
    expect(emails).toContain('Email 7 · Day +5 · Last call')
    expect(pieceText('salesPage', sampleKit().salesPage)).not.toMatch(/Show Guarantee/)
  })
})
