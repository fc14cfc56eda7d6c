import { describe, expect, it } from 'vitest'
import { cleanDescriptionReply } from './description-reply.ts'

const BLURB = 'A friendly ebook for busy parents: keep a starter alive, shape a loaf and bake a crackling crust.'

describe('cleanDescriptionReply (issue 29)', () => {
  it('takes the description out of the chatter models put around it', () => {
    for (const reply of [
      BLURB,
      `Sure! Here's a fresh description for your ebook:\n\n${BLURB}\n\nLet me know if you'd like it shorter!`,
      `Here is the new description:\n\n"${BLURB}"`,
      `**Description:** ${BLURB}`,
      `Description:\n${BLURB}\n\nWould you like me to adjust the tone?`,
      `\`\`\`\n${BLURB}\n\`\`\``,
      `Certainly!\n\n“${BLURB}”\n\nI hope this helps.`,
      `${BLURB} Let me know if you want another version.`,
    ])
      expect(cleanDescriptionReply(reply)).toBe(BLURB)
  })

  it('keeps a description whose own words look like chatter, and joins its lines', () => {
    expect(cleanDescriptionReply('Here is everything you need to bake real bread at home.\nNo stand mixer required.')).toBe(
      'Here is everything you need to bake real bread at home. No stand mixer required.',
    )
  })

  it('cuts a long reply at its last whole sentence within the limit, and gives nothing for chatter alone', () => {
    const long = `${'This sentence fills the blurb with words. '.repeat(30)}`
    const cut = cleanDescriptionReply(long, 200)
    expect(cut.length).toBeLessThanOrEqual(200)
    expect(cut.endsWith('words.')).toBe(true)
    expect(cleanDescriptionReply("Sure! Here's a fresh description:")).toBe('')
  })
})
