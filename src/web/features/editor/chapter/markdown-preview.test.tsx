// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MarkdownPreview } from './markdown-preview.tsx'

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
})
