import { describe, expect, it } from 'vitest'
import { INITIAL_GENERATOR_FORM } from './generator-form.ts'
import { parseGeneratorRecord, parseStoredGeneratorForm, serializeGeneratorForm, serializeGeneratorRecord } from './generator-storage.ts'

const outline = { title: 'Golf', description: 'Swing better', chapters: [{ title: 'Grip' }, { title: 'Stance' }] }
const draft = { title: 'Golf', description: 'Swing better', chapters: [{ title: 'Grip', content: '## Grip\n\nHold it.' }] }

describe('parseStoredGeneratorForm', () => {
  it('round-trips every stored field and leaves loading and error out', () => {
    const form = {
      ...INITIAL_GENERATOR_FORM,
      topic: 'Golf fitness',
      productType: 'guide' as const,
      tone: 'friendly' as const,
      targetAudience: 'Weekend golfers',
      outline,
      outlineInput: { topic: 'Golf', productType: 'ebook' as const, tone: 'expert' as const, targetAudience: '' },
      draft,
      title: 'Golf',
      description: 'Swing better',
      currentChapterIndex: 0,
      projectId: '0b6a4f0e-3c1d-4e8a-9f21-7d5c2b1a0e9f',
      outlineId: '1c7b5f1f-4d2e-4f9b-8a32-8e6d3c2b1f0a',
      draftedProject: { id: '0b6a4f0e-3c1d-4e8a-9f21-7d5c2b1a0e9f', title: 'Golf' },
      loading: true,
      error: 'boom',
    }
    const text = serializeGeneratorForm(form)
    expect(JSON.parse(text)).not.toHaveProperty('loading')
    expect(JSON.parse(text)).not.toHaveProperty('error')
    const { loading: _l, error: _e, ...persisted } = form
    expect(parseStoredGeneratorForm(text)).toEqual(persisted)
  })

  it.each([null, '', 'not json', '[]', '42', 'null'])('reads %j as nothing stored', (text) => {
    expect(parseStoredGeneratorForm(text)).toEqual({})
  })

  it('drops only the fields that are malformed', () => {
    const text = JSON.stringify({
      topic: 'Meal prep',
      productType: 'novel',
      tone: 42,
      outline: { title: 'x', description: 'y', chapters: [{ name: 'no title' }] },
      draft: { title: 'x', description: 'y', chapters: [{ title: 'a' }] },
      currentChapterIndex: -1,
      targetAudience: null,
    })
    expect(parseStoredGeneratorForm(text)).toEqual({ topic: 'Meal prep' })
  })

  it('reads the project id when it is a UUID, and older copies without one as none', () => {
    const id = '0b6a4f0e-3c1d-4e8a-9f21-7d5c2b1a0e9f'
    expect(parseStoredGeneratorForm(JSON.stringify({ projectId: id }))).toEqual({ projectId: id })
    expect(parseStoredGeneratorForm(JSON.stringify({ projectId: null }))).toEqual({ projectId: null })
    expect(parseStoredGeneratorForm(JSON.stringify({ projectId: '../admin' }))).toEqual({})
    expect(parseStoredGeneratorForm(JSON.stringify({ topic: 'Golf' }))).not.toHaveProperty('projectId')
  })

  it('reads the saved outline and its drafted project only when their ids are UUIDs (issue 30)', () => {
    const id = '0b6a4f0e-3c1d-4e8a-9f21-7d5c2b1a0e9f'
    expect(parseStoredGeneratorForm(JSON.stringify({ outlineId: id, draftedProject: { id, title: 'T' } }))).toEqual({
      outlineId: id,
      draftedProject: { id, title: 'T' },
    })
    expect(parseStoredGeneratorForm(JSON.stringify({ outlineId: 'x', draftedProject: { id: 'x', title: 'T' } }))).toEqual({})
    expect(parseStoredGeneratorForm(JSON.stringify({ outlineId: null, draftedProject: null }))).toEqual({
      outlineId: null,
      draftedProject: null,
    })
  })

  it('keeps what the outline was made for, which a reload must not forget (decision 0059)', () => {
    const outlineInput = { topic: 'Podcasting', productType: 'guide', tone: 'casual', targetAudience: 'New hosts' }
    const stored = { topic: 'Social media', productType: 'ebook', tone: 'professional', targetAudience: '', outline, outlineInput }
    expect(parseStoredGeneratorForm(JSON.stringify(stored)).outlineInput).toEqual(outlineInput)
    expect(parseStoredGeneratorForm(JSON.stringify({ outlineInput: null }))).toEqual({ outlineInput: null })
  })

  it('takes an outline stored without its input, or with a malformed one, as made for the input stored with it', () => {
    const older = { topic: 'Podcasting', tone: 'casual', outline }
    const expected = { topic: 'Podcasting', productType: 'ebook', tone: 'casual', targetAudience: '' }
    expect(parseStoredGeneratorForm(JSON.stringify(older)).outlineInput).toEqual(expected)
    for (const bad of [{ topic: 'x' }, { ...expected, tone: 'loud' }, { ...expected, targetAudience: 3 }, 'Podcasting']) {
      expect(parseStoredGeneratorForm(JSON.stringify({ ...older, outlineInput: bad })).outlineInput).toEqual(expected)
    }
    // No outline, nothing it was made for.
    expect(parseStoredGeneratorForm(JSON.stringify({ topic: 'Podcasting' }))).not.toHaveProperty('outlineInput')
  })

  it('keeps an explicit null outline and draft, and strips unknown chapter keys', () => {
    expect(parseStoredGeneratorForm(JSON.stringify({ outline: null, draft: null }))).toEqual({ outline: null, draft: null })
    const stored = JSON.stringify({ outline: { ...outline, chapters: [{ title: 'Grip', extra: '<b>' }] } })
    expect(parseStoredGeneratorForm(stored).outline?.chapters).toEqual([{ title: 'Grip' }])
  })

  it('keeps chapter plans and the language, and drops ones of the wrong type', () => {
    const planned = {
      ...outline,
      language: 'es',
      chapters: [
        { title: 'Grip', plan: 'Hold it. Key points: a; b.' },
        { title: 'Stance', plan: 3 },
      ],
    }
    expect(parseStoredGeneratorForm(JSON.stringify({ outline: planned })).outline).toEqual({
      ...outline,
      language: 'es',
      chapters: [{ title: 'Grip', plan: 'Hold it. Key points: a; b.' }, { title: 'Stance' }],
    })
    expect(parseStoredGeneratorForm(JSON.stringify({ outline: { ...outline, language: 7 } })).outline).toEqual(outline)
    expect(parseStoredGeneratorForm(JSON.stringify({ outline: { ...outline, language: 'Español' } })).outline).toEqual(outline)
  })

  it("keeps a chapter's front or back matter through a reload (issue 29), and drops a value that is not one", () => {
    const marked = {
      ...outline,
      chapters: [
        { title: 'Introduction', matter: 'front' },
        { title: 'Grip', matter: 'middle' },
        { title: 'Conclusion', matter: 'back' },
      ],
    }
    expect(parseStoredGeneratorForm(JSON.stringify({ outline: marked })).outline?.chapters).toEqual([
      { title: 'Introduction', matter: 'front' },
      { title: 'Grip' },
      { title: 'Conclusion', matter: 'back' },
    ])
  })

  it('keeps the suggested subtitle (issue 27), and drops one that is not text or empty', () => {
    const subtitled = { ...outline, subtitle: 'Lower Scores Without Lessons' }
    expect(parseStoredGeneratorForm(JSON.stringify({ outline: subtitled })).outline).toEqual(subtitled)
    for (const subtitle of [7, '  ', null])
      expect(parseStoredGeneratorForm(JSON.stringify({ outline: { ...outline, subtitle } })).outline).toEqual(outline)
  })
})

describe('parseGeneratorRecord', () => {
  it('round-trips the owner with the form', () => {
    const form = { ...INITIAL_GENERATOR_FORM, topic: 'Golf', outline }
    expect(parseGeneratorRecord(serializeGeneratorRecord('user-a', form))).toEqual({
      owner: 'user-a',
      form: { ...parseStoredGeneratorForm(serializeGeneratorForm(form)) },
    })
    expect(parseGeneratorRecord(serializeGeneratorRecord(null, form))?.owner).toBeNull()
  })

  it.each([null, '', 'not json', '[]', '{"form":{"topic":"x"}}', '{"owner":42,"form":{}}', '{"owner":"","form":{}}'])(
    'reads %j as nothing anyone may be shown',
    (text) => {
      expect(parseGeneratorRecord(text)).toBeNull()
    },
  )

  it('keeps the owner when the form is malformed, so the record can still be cleared as theirs', () => {
    expect(parseGeneratorRecord('{"owner":"user-a","form":"oops"}')).toEqual({ owner: 'user-a', form: {} })
  })
})
