// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Button, buttonVariants } from './button.tsx'

afterEach(cleanup)

describe('Button', () => {
  it('renders a <button> with the default variant and size', () => {
    render(<Button>Save</Button>)
    const btn = screen.getByRole('button', { name: 'Save' })
    expect(btn.tagName).toBe('BUTTON')
    expect(btn).toHaveClass('bg-primary', 'text-primary-foreground', 'h-10')
    expect(btn).toHaveClass('focus-visible:ring-2', 'disabled:opacity-50')
  })

  it.each([
    ['destructive', 'bg-destructive'],
    ['outline', 'border-input'],
    ['secondary', 'bg-secondary'],
    ['ghost', 'hover:bg-accent'],
    ['link', 'text-primary'],
  ] as const)('variant %s applies %s and not the default background', (variant, cls) => {
    render(<Button variant={variant}>Go</Button>)
    const btn = screen.getByRole('button', { name: 'Go' })
    expect(btn).toHaveClass(cls)
    expect(btn).not.toHaveClass('bg-primary')
  })

  it('size icon is square and caller classes override via cn', () => {
    render(
      <Button size="icon" aria-label="Delete" className="size-12">
        x
      </Button>,
    )
    const btn = screen.getByRole('button', { name: 'Delete' })
    expect(btn).toHaveClass('size-12')
    expect(btn).not.toHaveClass('size-10')
  })

  it('asChild renders the child element with button classes instead of a <button>', () => {
    render(
      <Button asChild variant="outline" size="sm">
        <a href="/books">Books</a>
      </Button>,
    )
    const link = screen.getByRole('link', { name: 'Books' })
    expect(link.tagName).toBe('A')
    expect(link).toHaveAttribute('href', '/books')
    expect(link).toHaveClass('border-input', 'h-9')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('disabled buttons are disabled', () => {
    render(<Button disabled>Wait</Button>)
    expect(screen.getByRole('button', { name: 'Wait' })).toBeDisabled()
  })

  it('buttonVariants is usable on its own', () => {
    expect(buttonVariants({ variant: 'link' })).toContain('underline-offset-4')
  })
})
