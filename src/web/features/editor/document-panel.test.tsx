// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { DocumentPanel } from './document-panel.tsx'

afterEach(cleanup)

const start: ProjectDocument = {
  title: 'Golf for Life',
  description: 'A friendly guide to a stronger swing, for weekend golfers.',
  productType: 'guide',
  tone: 'friendly',
  targetAudience: '',
  currentChapterIndex: 0,
  chapters: [{ id: '00000000-0000-4000-8000-000000000001', title: 'Grip', content: '## Grip' }],
}

function setup(doc: ProjectDocument = start, busy = false) {
  let latest = doc
  function Panel() {
    const [current, setCurrent] = useState(doc)
    latest = current
    return (
      <DocumentPanel
        doc={current}
        busy={busy}
        onTitle={(title) => setCurrent((d) => ({ ...d, title }))}
        onSubtitle={(subtitle) => setCurrent((d) => ({ ...d, subtitle }))}
        onDescription={(description) => setCurrent((d) => ({ ...d, description }))}
      />
    )
  }
  render(<Panel />)
  return { doc: () => latest }
}

describe("the editor's document fields (issue 27)", () => {
  it("edits the subtitle between the spec's 'Document title' and 'Description', up to 160 characters", async () => {
    const editor = setup()
    const labels = [...document.querySelectorAll('label')].map((label) => label.textContent)
    expect(labels).toEqual(['Document title', 'Subtitle', 'Description'])
    const subtitle = screen.getByLabelText('Subtitle')
    expect(subtitle).toHaveValue('')
    expect(subtitle).toHaveAttribute('maxLength', '160')
    expect(subtitle).toHaveAccessibleDescription(/description is the blurb/)
    await userEvent.setup().type(subtitle, 'Lower Scores, Fewer Aches')
    expect(editor.doc()).toMatchObject({ title: 'Golf for Life', subtitle: 'Lower Scores, Fewer Aches', description: start.description })
  })

  it("shows the project's subtitle, read-only while the editor is busy", () => {
    setup({ ...start, subtitle: 'Swing Better at Any Age' }, true)
    expect(screen.getByLabelText('Subtitle')).toHaveValue('Swing Better at Any Age')
    expect(screen.getByLabelText('Subtitle')).toHaveAttribute('readonly')
  })
})
