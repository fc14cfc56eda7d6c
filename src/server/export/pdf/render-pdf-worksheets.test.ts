import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExportDocument } from '@core/export-schemas.ts'
import { buildExportModel } from '../export-model.ts'
import { sampleChecklist, samplePlanner } from '../../../../tests/support/export/pdf-samples.ts'
import { compilePdf } from './render-pdf.ts'

// Issue 16, item 11: planner and checklist pages as a hand fills them in, read back with poppler.
const dir = mkdtempSync(join(tmpdir(), 'folio-pdf-worksheets-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

interface Word {
  text: string
  page: number
  x: number
  y: number
}

/** Every word with its page and position (pdftotext -bbox), in points from the page's top left. */
async function words(name: string, document: ExportDocument): Promise<{ words: Word[]; text: string }> {
  const { pdf, warnings } = await compilePdf(buildExportModel(document))
  expect(warnings).toEqual([])
  const file = join(dir, `${name}.pdf`)
  writeFileSync(file, pdf)
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' })
  const found: Word[] = []
  let page = 0
  for (const line of html.split('\n')) {
    if (line.includes('<page ')) page += 1
    const m = /<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/.exec(line)
    if (m) found.push({ text: m[3]!, page, x: Number(m[1]), y: Number(m[2]) })
  }
  return { words: found, text: execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }) }
}

const schedule =
  '| Day | Breakfast | Lunch | Dinner |\n| --- | --- | --- | --- |\n| Monday | | | |\n| Tuesday | | | |\n| Wednesday | Oats | | |\n'

describe('PDF worksheets', () => {
  let planner: { words: Word[]; text: string }
  beforeAll(async () => {
    planner = await words(
      'planner',
      samplePlanner({ chapters: [{ title: 'Week', content: `${schedule}\n- [ ] \n- [ ] \n- Water the plants\n` }] }),
    )
  })
  const find = (text: string) => planner.words.find((word) => word.text === text)!

  it('goes on with a Monday… schedule to Sunday in labelled rows, not unlabelled ones', () => {
    const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(find)
    expect(days.every(Boolean)).toBe(true)
    expect(days.map((day) => day.y)).toEqual([...days.map((day) => day.y)].sort((a, b) => a - b))
    // Days in one column, as the table's first-column labels.
    expect(new Set(days.map((day) => Math.round(day.x))).size).toBe(1)
  })

  it('sizes the columns to their content: the day column fits Wednesday, the write-in columns share the rest', () => {
    const [day, breakfast, lunch, dinner] = ['Day', 'Breakfast', 'Lunch', 'Dinner'].map((text) => find(text).x)
    // Equal columns put each heading a quarter of the table apart; here the day column is narrower.
    expect(breakfast! - day!).toBeLessThan(0.75 * (lunch! - breakfast!))
    expect(Math.abs(lunch! - breakfast! - (dinner! - lunch!))).toBeLessThan(2)
    expect(breakfast! - find('Wednesday').x).toBeGreaterThan(48) // 'Wednesday' (≈45 pt) fits, unhyphenated
    expect(planner.text).not.toContain('Wednes-')
  })

  it('makes the rows to write in tall enough for handwriting', () => {
    const rowHeight = find('Tuesday').y - find('Monday').y
    expect(rowHeight).toBeGreaterThan(40) // points; a line of text was ≈ 27
  })

  it('draws empty items as lines to write on, without the "[ ]" Markdown leaves', () => {
    expect(planner.text).not.toMatch(/\[\s*\]/)
    expect(planner.text).toContain('Water the plants')
  })

  it('gives a form table of a checklist rows to write in, and no contents page to a short one', async () => {
    const content = '- [ ] Publish the page\n- [ ] \n-\n\n| Task | Owner | Due |\n| --- | --- | --- |\n| Write the announcement | | |\n'
    const checklist = await words('checklist', sampleChecklist({ chapters: [{ title: 'Launch Day', content }] }))
    expect(checklist.text).not.toMatch(/\[\s*\]/)
    expect(checklist.text).not.toContain('Contents')
    const task = checklist.words.find((word) => word.text === 'Task')!
    const notes = checklist.words.find((word) => word.text.toLowerCase() === 'notes' && word.page === task.page)!
    const row = checklist.words.find((word) => word.text === 'Write')!
    // The filled row, then two blank ones, before the notes.
    expect(notes.y - row.y).toBeGreaterThan(3 * 40)
  })
})
