// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Toaster } from './toaster.tsx'
import { TOAST_DURATION, toast } from './use-toast.ts'
import { stubRadixDomApis } from '../../../../tests/support/jsdom-radix.ts'

// Radix keeps a second copy of the text in a live region; query inside the viewport only.
const viewport = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }))

beforeAll(stubRadixDomApis)

afterEach(() => {
  cleanup()
  // The store is module-level: replace-and-close whatever is left so the next test starts empty.
  toast({ title: 'reset' }).dismiss()
  vi.useRealTimers()
})

describe('Toaster', () => {
  it('renders title and description of toast(), with an F8 viewport and a named close button', () => {
    render(<Toaster />)
    act(() => {
      toast({ title: 'Book added', description: 'Dune is on your shelf.' })
    })
    const vp = viewport()
    expect(vp.getByText('Book added', { exact: true })).toBeInTheDocument()
    expect(vp.getByText('Dune is on your shelf.', { exact: true })).toBeInTheDocument()
    expect(vp.getByRole('button', { name: 'Close' })).toBeInTheDocument()
  })

  it('shows one toast at a time: a second toast replaces the first', () => {
    render(<Toaster />)
    act(() => {
      toast({ title: 'First' })
    })
    act(() => {
      toast({ title: 'Second' })
    })
    const vp = viewport()
    expect(vp.queryByText('First')).toBeNull()
    expect(vp.getByText('Second', { exact: true })).toBeInTheDocument()
    expect(vp.getAllByRole('listitem')).toHaveLength(1)
  })

  it('destructive variant gets the destructive style', () => {
    render(<Toaster />)
    act(() => {
      toast({ title: 'Upload failed', variant: 'destructive' })
    })
    const item = viewport().getByRole('listitem')
    expect(item).toHaveClass('destructive', 'bg-destructive', 'text-destructive-foreground')
    expect(item).toHaveAttribute('data-swipe-direction', 'right')
  })

  it('closes on the close button', () => {
    render(<Toaster />)
    act(() => {
      toast({ title: 'Closable' })
    })
    fireEvent.click(viewport().getByRole('button', { name: 'Close' }))
    expect(viewport().queryByText('Closable')).toBeNull()
  })

  it(`auto-closes after ${TOAST_DURATION} ms, not before`, () => {
    expect(TOAST_DURATION).toBe(5000)
    vi.useFakeTimers()
    render(<Toaster />)
    act(() => {
      toast({ title: 'Fleeting' })
    })
    act(() => void vi.advanceTimersByTime(4999))
    expect(viewport().getByText('Fleeting', { exact: true })).toBeInTheDocument()
    act(() => void vi.advanceTimersByTime(1))
    expect(viewport().queryByText('Fleeting')).toBeNull()
  })

  it('pauses auto-close while hovered and resumes when the pointer leaves', () => {
    vi.useFakeTimers()
    render(<Toaster />)
    act(() => {
      toast({ title: 'Hover me' })
    })
    const region = screen.getByRole('region', { name: 'Notifications (F8)' })
    fireEvent.pointerMove(viewport().getByRole('listitem'))
    act(() => void vi.advanceTimersByTime(TOAST_DURATION * 3))
    expect(viewport().getByText('Hover me', { exact: true })).toBeInTheDocument()
    fireEvent.pointerLeave(region)
    act(() => void vi.advanceTimersByTime(TOAST_DURATION))
    expect(viewport().queryByText('Hover me')).toBeNull()
  })

  it('F8 moves focus to the toast list', () => {
    render(<Toaster />)
    act(() => {
      toast({ title: 'Focus me' })
    })
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' })
    expect(document.activeElement).toBe(viewport().getByRole('list'))
  })

  function swipe(el: HTMLElement, dx: number) {
    fireEvent.pointerDown(el, { button: 0, clientX: 0, clientY: 0, pointerId: 1 })
    fireEvent.pointerMove(el, { clientX: 5, clientY: 0, pointerId: 1 })
    fireEvent.pointerMove(el, { clientX: dx, clientY: 0, pointerId: 1 })
    fireEvent.pointerUp(el, { clientX: dx, clientY: 0, pointerId: 1 })
  }

  it('swiping right past 50 px dismisses; a shorter swipe snaps back', () => {
    render(<Toaster />)
    act(() => {
      toast({ title: 'Swipe me' })
    })
    const item = viewport().getByRole('listitem')
    swipe(item, 45)
    expect(item).toHaveAttribute('data-swipe', 'cancel')
    expect(viewport().getByText('Swipe me', { exact: true })).toBeInTheDocument()
    swipe(item, 60)
    expect(viewport().queryByText('Swipe me')).toBeNull()
  })
})
