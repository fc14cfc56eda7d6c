import { describe, expect, it } from 'vitest'
import { compileGuide, splitFrontMatter } from './compile-guide.ts'

const guide = (
  body: string,
  front = 'title: Color Theory & Branding\ndescription: Choose a palette that sells, reads well and stays consistent everywhere.\ncategory: design-principles\nslug: color-theory',
) => `---\n${front}\n---\n\n${body}`

const BODY = `Colour is the first thing a buyer notices.

## Palette recipe

Pick **one** brand colour, a neutral & an accent. See <script>alert(1)</script> as text.

| Role | Share |
|---|---|
| Neutral | 60% |

## Contrast and accessibility

Body text needs 4.5:1.

## Action steps

- [ ] Pick a brand colour
- [ ] Check contrast at 4.5:1
`

describe('compileGuide', () => {
  it('reads the front matter, anchors every section and lists them for the table of contents', () => {
    const compiled = compileGuide(guide(BODY), 'color-theory.md')
    expect(compiled).toMatchObject({ title: 'Color Theory & Branding', category: 'design-principles', slug: 'color-theory' })
    expect(compiled.sections).toEqual([
      { id: 'palette-recipe', title: 'Palette recipe' },
      { id: 'contrast-and-accessibility', title: 'Contrast and accessibility' },
      { id: 'action-steps', title: 'Action steps' },
    ])
    expect(compiled.html).toContain('<h2 id="palette-recipe">Palette recipe</h2>')
    expect(compiled.html).toContain('<strong>one</strong>')
    expect(compiled.html).toContain('<table>')
  })

  it('takes the action steps out of the body as a checklist', () => {
    const compiled = compileGuide(guide(BODY), 'x.md')
    expect(compiled.checklist).toEqual(['Pick a brand colour', 'Check contrast at 4.5:1'])
    expect(compiled.html).not.toContain('Action steps')
    expect(compiled.html).not.toContain('type="checkbox"')
  })

  it('never lets raw HTML in the Markdown through as markup', () => {
    const html = compileGuide(guide(BODY), 'x.md').html
    expect(html).not.toContain('<script>')
    expect(html).toContain('neutral &amp; an accent')
  })

  it('counts words and reading time', () => {
    const compiled = compileGuide(guide(`${'word '.repeat(880)}\n\n${BODY}`), 'x.md')
    expect(compiled.words).toBeGreaterThan(880)
    expect(compiled.minutes).toBe(4)
  })

  it('names the file and the problem when a guide is malformed', () => {
    expect(() => compileGuide('no front matter', 'a.md')).toThrow(/a\.md: no front matter/)
    expect(() => compileGuide(guide('## Only\n\ntext'), 'b.md')).toThrow(/b\.md: the last section must be '## Action steps'/)
    expect(() => compileGuide(guide('## Action steps\n\nnothing'), 'c.md')).toThrow(/c\.md: 'Action steps' has no/)
    expect(() => compileGuide(guide(BODY, 'title: X\ncategory: a\nslug: b'), 'd.md')).toThrow(/d\.md: front matter/)
  })

  it('splits quoted front matter values', () => {
    expect(splitFrontMatter('---\ntitle: "Quoted: yes"\n---\nbody', 'e.md')).toEqual({ data: { title: 'Quoted: yes' }, body: 'body' })
  })
})
