import { describe, expect, it } from 'vitest'
import { applyRevisions } from '../../quality/apply-revisions.ts'
import { reviseOffline } from './revise.ts'

const job = (content: string, items: Parameters<typeof reviseOffline>[0]['items']) => ({ title: 'T', content, items })
const revise = (content: string, items: Parameters<typeof reviseOffline>[0]['items']) =>
  applyRevisions(content, reviseOffline(job(content, items)))

describe('reviseOffline, spliced in by applyRevisions', () => {
  it('takes out repeated and unsourced sentences at their first occurrence, and drops a list item left empty', () => {
    const content = '## T\n\nKeep this. Studies show it works. Keep that.\n\n- [ ] Studies show it works.\n- [ ] Stay.\n'
    const out = revise(content, [{ sentence: 'Studies show it works.', problems: [{ kind: 'unsourced' }] }])
    expect(out).toBe('## T\n\nKeep this. Keep that.\n\n- [ ] Studies show it works.\n- [ ] Stay.\n')
    const again = revise(out, [{ sentence: 'Studies show it works.', problems: [{ kind: 'repetition', otherChapter: 2 }] }])
    expect(again).toBe('## T\n\nKeep this. Keep that.\n\n- [ ] Stay.\n')
  })

  it('puts plain words in place of overused phrases and starts the sentence with a capital', () => {
    const content = '## T\n\nIn conclusion, we delve into a seamless plan. Next.\n'
    const out = revise(content, [
      {
        sentence: 'In conclusion, we delve into a seamless plan.',
        problems: [
          { kind: 'phrase', phrase: 'In conclusion', plain: '' },
          { kind: 'phrase', phrase: 'delve into', plain: 'look at' },
        ],
      },
    ])
    expect(out).toBe('## T\n\nWe look at a smooth plan. Next.\n')
  })

  it('is deterministic and leaves a sentence it cannot find alone', () => {
    const content = '## T\n\nNothing to see.\n'
    expect(revise(content, [{ sentence: 'Gone already.', problems: [{ kind: 'unsourced' }] }])).toBe(content)
  })
})
