// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ProjectTitleForm } from './project-title-form.tsx'

afterEach(cleanup)

function setup(onSave = vi.fn(async () => true)) {
  const onCancel = vi.fn()
  render(<ProjectTitleForm initial="Old Title" saving={false} onSave={onSave} onCancel={onCancel} />)
  return { onSave, onCancel, field: screen.getByRole('textbox', { name: 'Project title' }) }
}

describe('ProjectTitleForm', () => {
  it('saves the trimmed title on Enter and then closes', async () => {
    const { onSave, onCancel, field } = setup()
    await userEvent.clear(field)
    await userEvent.type(field, '  New Title  {Enter}')
    // The rule (zod) is imported on the first save, so the outcome is a moment later.
    await vi.waitFor(() => expect(onCancel).toHaveBeenCalledOnce())
    expect(onSave).toHaveBeenCalledWith('New Title')
  })

  it('refuses an empty title with the API rule’s message', async () => {
    const { onSave, onCancel, field } = setup()
    await userEvent.clear(field)
    await userEvent.type(field, '   {Enter}')
    expect(await screen.findByText('Please enter a title')).toBeInTheDocument()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(onSave).not.toHaveBeenCalled()
    expect(onCancel).not.toHaveBeenCalled()
  })

  it('Escape cancels without saving', async () => {
    const { onSave, onCancel, field } = setup()
    await userEvent.type(field, 'x{Escape}')
    expect(onCancel).toHaveBeenCalledOnce()
    expect(onSave).not.toHaveBeenCalled()
  })

  it('an unchanged title closes without a request', async () => {
    const { onSave, onCancel, field } = setup()
    await userEvent.type(field, '{Enter}')
    await vi.waitFor(() => expect(onCancel).toHaveBeenCalledOnce())
    expect(onSave).not.toHaveBeenCalled()
  })

  it('stays open when the save fails, so the text is not lost', async () => {
    const onSave = vi.fn(async () => false)
    const { onCancel, field } = setup(onSave)
    await userEvent.clear(field)
    await userEvent.type(field, 'Another{Enter}')
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith('Another'))
    await new Promise((settled) => setTimeout(settled, 10))
    expect(onCancel).not.toHaveBeenCalled()
    expect(field).toHaveValue('Another')
  })
})
