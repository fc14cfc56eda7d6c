// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ScreenErrorBoundary } from './screen-error-boundary.tsx'

afterEach(cleanup)

function Broken(): never {
  throw new Error('render failed')
}

describe('ScreenErrorBoundary', () => {
  it('shows a way out instead of a blank page, and tries again on another page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { rerender } = render(
      <ScreenErrorBoundary pathname="/a">
        <Broken />
      </ScreenErrorBoundary>,
    )
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument()
    rerender(
      <ScreenErrorBoundary pathname="/b">
        <p>Page B</p>
      </ScreenErrorBoundary>,
    )
    expect(screen.getByText('Page B')).toBeInTheDocument()
    vi.restoreAllMocks()
  })
})
