import { cssString } from './escape.ts'
import type { ExportLayout } from './export-layout.ts'

/**
 * Chapter typography of the printable HTML (the EPUB has its own, without colours: epub/epub-css.ts). Kept to CSS 2.1 plus a few safe
 * properties, since e-readers support little more; sizes in em so a reader's font size setting
 * scales everything.
 */
export const contentCss = `
body { font-family: Georgia, "DejaVu Serif", serif; line-height: 1.5; color: #1f2328; }
h1, h2, h3, h4, h5, h6 { font-family: "Helvetica Neue", Arial, "Liberation Sans", sans-serif; line-height: 1.25; color: #1b2a4a; page-break-after: avoid; }
h1.chapter-title { font-size: 1.9em; margin: 0 0 1em; padding-bottom: 0.3em; border-bottom: 2px solid #1b2a4a; }
h2 { font-size: 1.4em; margin: 1.4em 0 0.5em; }
h3 { font-size: 1.15em; margin: 1.2em 0 0.4em; }
h4, h5, h6 { font-size: 1em; margin: 1em 0 0.3em; }
p { margin: 0 0 0.8em; }
a { color: #1f5fbf; }
blockquote { margin: 1em 0; padding: 0.2em 1em; border-left: 4px solid #c9d3e3; color: #4a5363; font-style: italic; }
code { font-family: "DejaVu Sans Mono", "Liberation Mono", monospace; font-size: 0.9em; background: #f2f4f7; padding: 0 0.2em; }
pre { background: #f2f4f7; padding: 0.6em 0.8em; white-space: pre-wrap; font-size: 0.9em; }
pre code { background: none; padding: 0; }
ul, ol { margin: 0 0 0.8em; padding-left: 1.6em; }
li > ul, li > ol { margin-bottom: 0; }
li { margin: 0.2em 0; }
ul.task-list { list-style: none; padding-left: 0.4em; }
ul.task-list ul.task-list { padding-left: 1.6em; }
li.task .box { display: inline-block; width: 0.95em; height: 0.95em; line-height: 0.95em; border: 0.09em solid #57606a; border-radius: 0.15em; text-align: center; font-family: "DejaVu Sans", "Segoe UI Symbol", sans-serif; font-size: 0.95em; vertical-align: -0.12em; margin-right: 0.35em; }
li.task.done { color: #57606a; }
.tick { font-family: "Segoe UI Symbol", "Apple Symbols", "Noto Sans Symbols 2", "DejaVu Sans", sans-serif; }
table { border-collapse: collapse; width: 100%; margin: 0.8em 0 1.2em; font-size: 0.95em; }
th, td { border: 1px solid #b8c2d1; padding: 0.35em 0.6em; text-align: left; vertical-align: top; }
th { background: #e8edf5; }
hr { border: none; border-top: 1px solid #c9d3e3; margin: 1.5em 0; }
.image-alt { font-style: italic; color: #57606a; }
figure.image { margin: 1.2em 0; text-align: center; page-break-inside: avoid; }
figure.image img, img.inline-image { max-width: 100%; height: auto; }
figure.image figcaption { font-style: italic; font-size: 0.9em; color: #4a5363; margin-top: 0.4em; }
sup.footnote-ref { font-size: 0.75em; line-height: 0; }
section.footnotes { margin-top: 2em; border-top: 1px solid #c9d3e3; font-size: 0.9em; }
`

/** A worksheet is written on: bigger boxes with room between items, tall blank rows, ruled notes lines. */
const worksheetCss = `
ul.task-list > li.task { margin: 0.55em 0; }
li.task .box { font-size: 1.35em; vertical-align: -0.1em; margin-right: 0.4em; }
tr.blank-row td { height: 2em; }
.notes { margin-top: 2em; page-break-inside: avoid; }
.notes-label { font-family: "Helvetica Neue", Arial, "Liberation Sans", sans-serif; font-weight: bold; color: #1b2a4a; margin-bottom: 0.2em; }
.notes-line { border-bottom: 1px solid #9aa6b8; height: 2em; }
`

/** The printable page: US Letter, running header with the title, page numbers, one chapter per page. */
export function printCss(title: string, layout: ExportLayout): string {
  return `
@page { size: Letter; margin: 0.9in 1in; @top-center { content: ${cssString(title)}; font: 9pt Arial, sans-serif; color: #6b7280; } @bottom-center { content: counter(page); font: 9pt Arial, sans-serif; color: #6b7280; } }
@page :first { @top-center { content: none; } @bottom-center { content: none; } }
html { font-size: 11pt; }
${contentCss}
${layout.worksheet ? worksheetCss : ''}
section.cover { page-break-after: always; padding-top: 3in; text-align: center; }
section.cover h1.title { font-size: 2.6em; margin: 0 0 0.6em; border: none; }
section.cover .subtitle { font-size: 1.45em; font-style: italic; margin: 0 auto 1em; max-width: 26em; }
section.cover .description { font-size: 1.2em; color: #4a5363; max-width: 30em; margin: 0 auto; }
nav.toc { page-break-after: always; }
nav.toc ol { padding-left: 1.6em; }
nav.toc li { margin: 0.35em 0; }
nav.toc a { color: inherit; text-decoration: none; }
section.chapter { page-break-before: always; }
tr, blockquote, pre { page-break-inside: avoid; }
`
}
