// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MarkdownPreview } from './markdown-preview.tsx'

afterEach(cleanup)

describe('MarkdownPreview', () => {
  it('keeps its images and tables when the editor around it re-renders (no remount, no refetch)', () => {
    const content = '![A chart](https://example.com/chart.png)\n\n| a | b |\n|---|---|\n| 1 | 2 |\n'
    const { rerender } = render(<MarkdownPreview content={content} projectId="p1" />)
    const image = screen.getByRole('img', { name: 'A chart' })
    const table = screen.getByRole('table')
    rerender(<MarkdownPreview content={content} projectId="p1" />)
    expect(screen.getByRole('img', { name: 'A chart' })).toBe(image)
    expect(screen.getByRole('table')).toBe(table)
  })

  it('shows an image at its chosen width with its caption; the width never reaches the address (decision 109)', () => {
    const content =
      '![A chart](https://example.com/chart.png#width=50 "Sales by month")\n\n' +
      '![A photo](asset:3931ce2c-154a-4b46-aea6-80a279d953e9#width=75)\n'
    render(<MarkdownPreview content={content} projectId="p1" />)
    const chart = screen.getByRole('img', { name: 'A chart' })
    expect(chart.getAttribute('src')).toBe('https://example.com/chart.png')
    expect(chart.parentElement!.style.maxWidth).toBe('50%')
    expect(screen.getByText('Sales by month')).toBeTruthy()
    // The project's image, looked up by its id (its alt text stands in while it loads).
    const photo = screen.getByRole('img', { name: 'A photo' })
    expect(photo.tagName).toBe('SPAN')
    expect(photo.parentElement!.style.maxWidth).toBe('75%')
  })
})
