import { describe, expect, it } from 'vitest'
import { ChapterHeading, withChapterHeading } from './chapter-heading.ts'

function streamed(title: string, deltas: string[]): { outputs: string[]; content: string } {
  const heading = new ChapterHeading(title)
  const outputs = deltas.map((d) => heading.push(d))
  outputs.push(heading.end())
  return { outputs, content: outputs.join('') }
}

describe('ChapterHeading', () => {
  it('replaces the model heading with the exact title', () => {
    expect(withChapterHeading('Pricing It Right', '# pricing\nBody.')).toBe('## Pricing It Right\n\nBody.')
    expect(withChapterHeading('Pricing It Right', '## Pricing It Right\n\nBody.\n\n')).toBe('## Pricing It Right\n\nBody.')
  })

  it('adds the heading when the model left it out, and keeps a leading sub-heading', () => {
    expect(withChapterHeading('T', 'Straight into prose.')).toBe('## T\n\nStraight into prose.')
    expect(withChapterHeading('T', '### Section\n\nText')).toBe('## T\n\n### Section\n\nText')
  })

  it('strips a code fence around the whole reply but keeps code blocks inside', () => {
    expect(withChapterHeading('T', '```markdown\n## x\n\nText\n\n```sh\nls\n```\n```\n')).toBe('## T\n\nText\n\n```sh\nls\n```')
    expect(withChapterHeading('T', 'Text\n\n```sh\nls\n```')).toBe('## T\n\nText\n\n```sh\nls\n```')
  })

  it('holds text back until the first line is known, then streams', () => {
    const { outputs, content } = streamed('Title', ['``', '`\n## Ti', 'tle\n\nFirst ', 'words', ' here.\n', '```'])
    expect(outputs.slice(0, 2)).toEqual(['', ''])
    expect(outputs[2]).toBe('## Title\n\nFirst ')
    expect(outputs[3]).toBe('words')
    expect(content).toBe('## Title\n\nFirst words here.')
  })

  it('gives up waiting for a newline after a long first line', () => {
    const heading = new ChapterHeading('T')
    expect(heading.push('x'.repeat(400))).toBe(`## T\n\n${'x'.repeat(400)}`)
  })

  it('yields nothing for an empty reply', () => {
    expect(streamed('T', ['```\n', '```']).content).toBe('')
    expect(streamed('T', ['## Only a heading']).content).toBe('')
  })
})
