// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MarkdownBox } from './markdown-box.tsx'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** The chapter's text lives above the box, as in the editor; `seen.set` changes it from elsewhere. */
function open(start: string) {
  const seen = { value: start, set: (_text: string) => undefined as void }
  function Page() {
    const [value, setValue] = useState(start)
    const box = useRef<HTMLTextAreaElement>(null)
    seen.value = value
    seen.set = setValue
    return (
      <MarkdownBox boxRef={box} id="content" value={value} onValue={setValue} readOnly={false} maxLength={100_000} rows={20} className="" />
    )
  }
  render(<Page />)
  return { seen, box: screen.getByRole('textbox') as HTMLTextAreaElement }
}

describe('MarkdownBox (decision 111)', () => {
  it('types into a long chapter without copying the chapter into the default value on each keystroke', async () => {
    const long = `## One\n\n${'word '.repeat(10_000)}\n`
    const setter = vi.fn()
    const own = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'defaultValue')
    const { seen, box } = open(long)
    vi.spyOn(HTMLTextAreaElement.prototype, 'defaultValue', 'set').mockImplementation(function (this: HTMLTextAreaElement, v) {
      setter(v)
      own?.set?.call(this, v)
    })
    const user = userEvent.setup()
    await user.click(box)
    await user.keyboard('{Control>}{End}{/Control}abc')
    expect(box.value).toBe(`${long}abc`)
    expect(seen.value).toBe(`${long}abc`)
    // A controlled textarea writes its whole text into defaultValue on every keystroke.
    expect(setter.mock.calls.filter(([text]) => String(text).length > 1000)).toEqual([])
  })

  it('shows a change made elsewhere (a rename, an accepted suggestion) and keeps typing after it', async () => {
    const { seen, box } = open('## One\n\nText.\n')
    const user = userEvent.setup()
    act(() => seen.set('## Renamed\n\nText.\n'))
    expect(box.value).toBe('## Renamed\n\nText.\n')
    await user.click(box)
    await user.keyboard('{Control>}{End}{/Control}More.')
    expect(seen.value).toBe('## Renamed\n\nText.\nMore.')
    expect(box.value).toBe('## Renamed\n\nText.\nMore.')
  })
})
