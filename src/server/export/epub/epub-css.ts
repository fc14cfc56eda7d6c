import { cssString } from '../html/escape.ts'
import type { ExportTheme, ThemeFace } from '../themes.ts'
import type { EmbeddedFont } from './epub-fonts.ts'

/**
 * The EPUB's stylesheet (issue 29). A reader chooses the page: Kindle's dark mode, Apple Books'
 * night theme and sepia set their own text and background colours, and Kindle's guidelines ask
 * books to keep the default body colour. So nothing here names a colour or a fill: structure is
 * given by weight, size, italics and rules, and every rule is drawn in currentColor (a border's
 * default), so it turns light on a dark page with the text. Nor does the book set its own page
 * margins: the reader's margin setting applies. Sizes are in em so the reader's font size scales
 * everything; CSS 2.1 and little more, since e-readers support little more.
 */
const contentCss = `
body { line-height: 1.5; }
h1, h2, h3, h4, h5, h6 { line-height: 1.25; font-weight: bold; page-break-after: avoid; }
h1.chapter-title { font-size: 1.9em; margin: 0 0 1em; padding-bottom: 0.3em; }
h2 { font-size: 1.4em; margin: 1.4em 0 0.5em; }
h3 { font-size: 1.15em; margin: 1.2em 0 0.4em; }
h4, h5, h6 { font-size: 1em; margin: 1em 0 0.3em; }
p { margin: 0 0 0.8em; }
a { color: inherit; text-decoration: underline; }
blockquote { margin: 1em 0; padding: 0.2em 1em; border-left: 0.2em solid; font-style: italic; }
code { font-family: "DejaVu Sans Mono", "Liberation Mono", monospace; font-size: 0.9em; }
pre { padding: 0.4em 0 0.4em 0.8em; border-left: 0.1em solid; white-space: pre-wrap; font-size: 0.9em; }
ul, ol { margin: 0 0 0.8em; padding-left: 1.6em; }
li > ul, li > ol { margin-bottom: 0; }
li { margin: 0.2em 0; }
ul.task-list { list-style: none; padding-left: 0.4em; }
ul.task-list ul.task-list { padding-left: 1.6em; }
li.task .box { display: inline-block; width: 0.95em; height: 0.95em; line-height: 0.95em; border: 0.09em solid; border-radius: 0.15em; text-align: center; font-family: "DejaVu Sans", "Segoe UI Symbol", sans-serif; font-size: 0.95em; vertical-align: -0.12em; margin-right: 0.35em; }
li.task .box.ticked { font-weight: bold; }
.tick { font-family: "Segoe UI Symbol", "Apple Symbols", "Noto Sans Symbols 2", "DejaVu Sans", sans-serif; }
table { border-collapse: collapse; width: 100%; margin: 0.8em 0 1.2em; font-size: 0.95em; }
th, td { border: 1px solid; padding: 0.35em 0.6em; text-align: left; vertical-align: top; }
th { font-weight: bold; border-bottom-width: 2px; }
hr { border: none; border-top: 1px solid; margin: 1.5em 25%; }
.image-alt { font-style: italic; }
figure.image { margin: 1.2em 0; text-align: center; page-break-inside: avoid; }
figure.image img, img.inline-image { max-width: 100%; height: auto; }
figure.image figcaption { font-style: italic; font-size: 0.9em; margin-top: 0.4em; }
sup.footnote-ref { font-size: 0.75em; line-height: 0; }
section.footnotes { margin-top: 2em; border-top: 1px solid; font-size: 0.9em; }
`

/** Title page, copyright page, contents and the closing pages. */
const matterCss = `
section.cover { text-align: center; margin: 0; padding: 0; }
section.cover img { max-width: 100%; max-height: 100%; }
section.title-page { text-align: center; margin-top: 20%; }
section.title-page h1 { font-size: 2em; border: none; padding: 0; margin: 0 0 0.6em; }
section.title-page .subtitle { font-size: 1.15em; font-style: italic; margin: 0 0 2.5em; }
section.title-page .author { font-size: 1.2em; font-variant: small-caps; letter-spacing: 0.05em; }
section.copyright-page { margin-top: 40%; font-size: 0.85em; }
section.copyright-page p { margin: 0 0 0.6em; }
section.copyright-page p.disclaimer { margin-top: 1.2em; font-style: italic; }
nav.contents ol { list-style: none; padding-left: 0; }
nav.contents li { margin: 0.4em 0; }
nav.contents a { text-decoration: none; }
section.closing h1 { font-size: 1.6em; margin: 0 0 1em; }
section.call-to-action { text-align: center; margin-top: 15%; }
section.call-to-action p.link { margin-top: 1.5em; font-weight: bold; }
section.about-author figure.image { margin: 0 auto 1.2em; width: 40%; }
section.about-author figure.image img { width: 100%; }
ul.also-by { list-style: none; padding-left: 0; }
ul.also-by li { margin: 0.5em 0; font-style: italic; }
`

/** A right-to-left book's rules start from the right. */
const rtlCss = `
blockquote, pre { border-left: none; border-right: 0.2em solid; }
pre { border-right-width: 0.1em; padding: 0.4em 0.8em 0.4em 0; }
ul, ol { padding-left: 0; padding-right: 1.6em; }
th, td { text-align: right; }
li.task .box { margin-right: 0; margin-left: 0.35em; }
`

const OPENINGS: Record<ExportTheme['opening'], (ornament: string, rtl: boolean) => string> = {
  rule: () => 'h1.chapter-title { border-bottom: 2px solid; }',
  bar: (_, rtl) =>
    `h1.chapter-title { border-${rtl ? 'right' : 'left'}: 0.25em solid; padding: 0.1em ${rtl ? '0.5em 0.1em 0' : '0 0.1em 0.5em'}; }`,
  ornament: (ornament) =>
    `h1.chapter-title, .chapter-label { text-align: center; }
h1.chapter-title:before { content: ${cssString(ornament)}; display: block; font-size: 0.8em; font-weight: normal; margin-bottom: 0.4em; }`,
}

/** The face's stack, led by the embedded family when the book carries its files (named once). */
function stack(face: ThemeFace, fonts: readonly EmbeddedFont[]): string {
  if (!fonts.some((font) => font.family === face.family)) return face.css
  const others = face.css
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.replace(/"/g, '') !== face.family)
  return [`"${face.family}"`, ...others].join(', ')
}

function fontFaces(fonts: readonly EmbeddedFont[]): string {
  return fonts
    .map(
      (font) =>
        `@font-face { font-family: ${cssString(font.family)}; font-weight: ${font.weight}; font-style: ${font.style}; src: url(${font.href}); }`,
    )
    .join('\n')
}

/**
 * The whole stylesheet: the embedded faces, the shared typography, the theme's faces and chapter
 * opening (themes.ts) without its accent colour, the book matter's pages, and the mirrored rules
 * of a right-to-left book.
 */
export function epubCss(theme: ExportTheme, fonts: readonly EmbeddedFont[], rtl: boolean): string {
  const body = stack(theme.body, fonts)
  const heading = stack(theme.heading, fonts)
  // A 'Chapter 3' label in capitals is set in the heading face; an italic one in the body's italic.
  const label = theme.labelCaps
    ? `font-family: ${heading}; text-transform: uppercase; letter-spacing: 0.12em; font-size: 0.8em;`
    : `font-family: ${body}; font-style: italic;`
  return `${fontFaces(fonts)}
${contentCss}
body { font-family: ${body}; }
h1, h2, h3, h4, h5, h6 { font-family: ${heading}; }
.chapter-label { ${label} margin: 0 0 0.3em; }
${OPENINGS[theme.opening](theme.ornament, rtl)}
${matterCss}${rtl ? rtlCss : ''}`
}
