// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LazyDropdownMenu } from './lazy-dropdown-menu.tsx'

function Menu({ onOpenChange, onPick }: { onOpenChange?(open: boolean): void; onPick(): void }) {
  return (
    <LazyDropdownMenu
      onOpenChange={onOpenChange}
      trigger={<button type="button">Menu</button>}
      content={({ DropdownMenuContent, DropdownMenuItem }) => (
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={onPick}>Pick</DropdownMenuItem>
        </DropdownMenuContent>
      )}
    />
  )
}

// Decision 111: the trigger is there at once; the menu's code comes on intent, and the first press opens it.
describe('LazyDropdownMenu', () => {
  afterEach(cleanup)

  it('opens on the first Enter, pressed before the menu code has arrived, and says it opened', async () => {
    const onOpenChange = vi.fn()
    const onPick = vi.fn()
    render(<Menu onOpenChange={onOpenChange} onPick={onPick} />)
    const trigger = screen.getByRole('button', { name: 'Menu' })
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Pick' }))
    expect(onOpenChange).toHaveBeenCalledWith(true)
    expect(onPick).toHaveBeenCalledOnce()
    // Closed again, focus back on the (now real) trigger.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus())
  })

  it('opens on a click once its code is there', async () => {
    const onPick = vi.fn()
    render(<Menu onPick={onPick} />)
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Pick' }))
    expect(onPick).toHaveBeenCalledOnce()
  })
})
