import { describe, expect, it } from 'vitest'
import type { ReviseJob } from '../providers/provider.ts'
import { parseRevisionReply } from './revise-reply.ts'

const job: ReviseJob = {
  title: 'T',
  content: '## T\n\nStudies show it. We delve into it.\n',
  items: [
    { sentence: 'Studies show it.', problems: [{ kind: 'unsourced' }] },
    { sentence: 'We delve into it.', problems: [{ kind: 'phrase', phrase: 'delve into', plain: 'look at' }] },
  ],
}

describe('parseRevisionReply', () => {
  it('matches replacements to the sentences by number, also inside a fence after a preamble', () => {
    const reply = 'Sure! Here are the revisions:\n```json\n{"revisions": [{"n": 2, "text": "We look at it."}, {"n": 1, "text": ""}]}\n```'
    expect(parseRevisionReply(reply, job)).toEqual([
      { sentence: 'We delve into it.', revised: 'We look at it.' },
      { sentence: 'Studies show it.', revised: '' },
    ])
  })

  it.each([
    ['an empty reply', ''],
    ['prose instead of JSON', 'I have rewritten the sentences as asked.'],
    ['JSON cut off by the output limit', '{"revisions": [{"n": 1, "text": "We look'],
    ['the wrong shape', '{"sentences": ["We look at it."]}'],
  ])('gives nothing for %s, so the chapter stays as written', (_, reply) => {
    expect(parseRevisionReply(reply, job)).toEqual([])
  })

  it('ignores numbers that name no sentence', () => {
    expect(parseRevisionReply('{"revisions": [{"n": 7, "text": "x"}, {"n": 1, "text": "It is so."}]}', job)).toEqual([
      { sentence: 'Studies show it.', revised: 'It is so.' },
    ])
  })
})
