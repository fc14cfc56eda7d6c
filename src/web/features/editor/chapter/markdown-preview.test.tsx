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

  it('prints what the export prints (decision 120): the export parse and its rules, not a browser Markdown of its own', () => {
    const content = [
      '# Getting started',
      'See https://example.com for more, or [the guide](https://example.com/guide) and [this](javascript:alert(1)).',
      '<div class="callout">Raw <b>HTML</b> prints as its text</div>',
      '<!-- a note to myself -->',
      '3. three',
      '4. four',
      '',
      'A claim.[^1]',
      '',
      '[^1]: The source.',
    ].join('\n\n')
    const { container } = render(<MarkdownPreview content={content} />)
    // `#` is a section heading under the chapter title, as in the PDF, EPUB and DOCX.
    expect(screen.getByRole('heading', { level: 2, name: 'Getting started' })).toBeTruthy()
    expect(container.querySelector('h1')).toBeNull()
    // A bare URL is text (the exports do not autolink); a javascript: link is its text, not a link.
    expect(screen.queryByRole('link', { name: 'https://example.com' })).toBeNull()
    expect(screen.getByRole('link', { name: 'the guide' }).getAttribute('href')).toBe('https://example.com/guide')
    expect(screen.queryByRole('link', { name: 'this' })).toBeNull()
    expect(screen.getByText('this')).toBeTruthy()
    // Raw HTML prints as its text; a comment does not print at all.
    expect(screen.getByText('Raw HTML prints as its text')).toBeTruthy()
    expect(container.querySelector('.callout')).toBeNull()
    expect(container.textContent).not.toContain('a note to myself')
    // A list keeps its start; a footnote is numbered where cited and printed at the end.
    expect(container.querySelector('ol')!.getAttribute('start')).toBe('3')
    expect(screen.getByRole('link', { name: '1' }).getAttribute('href')).toBe('#fn-1')
    expect(screen.getByRole('region', { name: 'Footnotes' }).textContent).toContain('The source.')
  })
})
