import { AlignmentType, BorderStyle, type ILevelsOptions, type INumberingOptions, type IStylesOptions, LevelFormat } from 'docx'
import { type ExportTheme, MONO_FACE } from '../themes.ts'
import { COLOR, LIST_INDENT, SIZE, SYMBOL_FONT } from './docx-theme.ts'

/** What the styles are made from: the theme's faces and sizes, its accent for this product type, the book's language. */
export interface DocxLook {
  theme: ExportTheme
  /** rrggbb, without '#'. */
  accent: string
  /** w:lang of every run: BCP 47 as Word writes it ('es-ES'). */
  language: string
}

/** Word names languages with a region; a bare tag gets its usual one. */
const REGIONS: Record<string, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  pt: 'pt-BR',
  it: 'it-IT',
  nl: 'nl-NL',
  ru: 'ru-RU',
}
export const wordLanguage = (tag: string) => (tag.includes('-') ? tag : (REGIONS[tag.toLowerCase()] ?? tag))

/** Half-points from points. */
export const halfPoints = (points: number) => Math.round(points * 2)

/**
 * A heading's line height, exact, at 1.2 times its size (half-points → twips: × 10 × 1.2). Without
 * one a heading inherits the document's 'auto' 1.25, which LibreOffice takes as a multiple of the
 * default size, not the heading's: a chapter title's second line printed 15 pt below its first at
 * 22 pt (issue 29), as the title page's did (decision 49).
 */
export const headingLine = (size: number) => ({ line: Math.round(size * 12), lineRule: 'exact' as const })

/** How the theme opens a chapter (themes.ts): a rule under the title, a bar of accent beside it, or a centred title under an ornament. */
function chapterHeading(theme: ExportTheme, accent: string) {
  const paragraph = { spacing: { before: 0, after: 360, ...headingLine(halfPoints(theme.chapterSize)) }, keepNext: true, keepLines: true }
  const bar = { style: BorderStyle.SINGLE, size: 36, color: accent, space: 10 }
  if (theme.opening === 'bar') return { ...paragraph, border: { left: bar } }
  if (theme.opening === 'ornament') return { ...paragraph, alignment: AlignmentType.CENTER }
  return { ...paragraph, border: { bottom: { style: BorderStyle.SINGLE, size: 12, color: accent, space: 6 } } }
}

/** Paragraph styles of task items; their run size is the tick box's size (the text sets its own). */
export const TASK_STYLE = { reading: 'TaskItem', worksheet: 'WorksheetTask' } as const

/**
 * Word's own style ids (Title, Heading1…, Quote, TOCHeading), restyled, so the document's
 * navigation pane, TOC field and outline work as in any Word document. The book's language is
 * the run default, so Word and LibreOffice check spelling and hyphenate in it.
 */
export function documentStyles({ theme, accent, language }: DocxLook): IStylesOptions {
  const font = { body: theme.body.word, heading: theme.heading.word, mono: MONO_FACE.word }
  const body = halfPoints(theme.bodySize)
  // 'CHAPTER 3' letter-spaced, or 'Chapter 3' in italics; centred over a centred title.
  const labelLook = theme.labelCaps ? { allCaps: true, characterSpacing: 30 } : { italics: true }
  const centred = theme.opening === 'ornament'
  const heading = (size: number, before: number, after: number) => ({
    run: { font: font.heading, size, bold: true, color: accent },
    paragraph: { spacing: { before, after, ...headingLine(size) }, keepNext: true, keepLines: true },
  })
  return {
    default: {
      document: {
        run: { font: font.body, size: body, color: COLOR.text, language: { value: wordLanguage(language) } },
        paragraph: { spacing: { after: 160, line: 300 } },
      },
      // An exact line height: LibreOffice drew an 'auto' multiple of a 28 pt line over the line above.
      title: {
        run: { font: font.heading, size: 56, bold: true, color: accent },
        paragraph: {
          alignment: AlignmentType.CENTER,
          spacing: { before: 0, after: 480, line: 720, lineRule: 'exact' },
          border: { bottom: { style: BorderStyle.SINGLE, size: 12, color: accent, space: 18 } },
        },
      },
      heading1: {
        run: { font: font.heading, size: halfPoints(theme.chapterSize), bold: true, color: accent },
        paragraph: chapterHeading(theme, accent),
      },
      heading2: heading(28, 360, 120),
      heading3: heading(24, 280, 100),
      heading4: heading(22, 240, 80),
      heading5: heading(22, 200, 80),
      heading6: heading(22, 200, 80),
      hyperlink: { run: { color: COLOR.link, underline: {} } },
      // List items sit close together, like lines of one block.
      listParagraph: { paragraph: { spacing: { after: 60 } } },
    },
    paragraphStyles: [
      {
        id: 'Subtitle',
        name: 'Subtitle',
        basedOn: 'Normal',
        next: 'Normal',
        quickFormat: true,
        run: { size: 28, color: COLOR.muted },
        paragraph: { alignment: AlignmentType.CENTER, spacing: { after: 240, line: 360 }, indent: { left: 720, right: 720 } },
      },
      {
        id: 'Quote',
        name: 'Quote',
        basedOn: 'Normal',
        next: 'Normal',
        quickFormat: true,
        run: { italics: true, color: COLOR.muted },
        paragraph: {
          indent: { left: 567, right: 567 },
          border: { left: { style: BorderStyle.SINGLE, size: 18, color: COLOR.rule, space: 8 } },
        },
      },
      {
        id: 'TOCHeading',
        name: 'TOC Heading',
        basedOn: 'Normal',
        next: 'Normal',
        run: { font: font.heading, size: 32, bold: true, color: accent },
        paragraph: { spacing: { after: 240 } },
      },
      {
        id: 'TOC1',
        name: 'toc 1',
        basedOn: 'Normal',
        next: 'Normal',
        paragraph: { spacing: { before: 60, after: 60 } },
      },
      {
        id: 'CodeBlock',
        name: 'Code Block',
        basedOn: 'Normal',
        next: 'Normal',
        run: { font: font.mono, size: SIZE.code },
        // Borders in the fill colour pad the shading, which otherwise ends flush with the text.
        paragraph: {
          spacing: { after: 200, line: 260 },
          indent: { left: 120, right: 120 },
          shading: { type: 'clear', fill: COLOR.codeFill, color: 'auto' },
          border: {
            top: { style: BorderStyle.SINGLE, size: 4, color: COLOR.codeFill, space: 4 },
            bottom: { style: BorderStyle.SINGLE, size: 4, color: COLOR.codeFill, space: 4 },
            left: { style: BorderStyle.SINGLE, size: 4, color: COLOR.codeFill, space: 5 },
            right: { style: BorderStyle.SINGLE, size: 4, color: COLOR.codeFill, space: 5 },
          },
        },
      },
      {
        id: 'TableText',
        name: 'Table Text',
        basedOn: 'Normal',
        run: { size: 20 },
        paragraph: { spacing: { before: 40, after: 40, line: 260 } },
      },
      {
        id: TASK_STYLE.reading,
        name: 'Task Item',
        basedOn: 'Normal',
        run: { size: body },
        paragraph: { spacing: { after: 60 }, keepLines: true },
      },
      {
        id: TASK_STYLE.worksheet,
        name: 'Worksheet Task',
        basedOn: 'Normal',
        run: { size: SIZE.worksheetBox },
        paragraph: { spacing: { before: 100, after: 200 }, keepLines: true },
      },
      {
        id: 'NotesLabel',
        name: 'Notes Label',
        basedOn: 'Normal',
        next: 'Normal',
        run: { font: font.heading, size: 20, bold: true, color: accent },
        paragraph: { spacing: { before: 480, after: 0 }, keepNext: true },
      },
      {
        id: 'ChapterLabel',
        name: 'Chapter Label',
        basedOn: 'Normal',
        next: 'Heading1',
        run: { font: font.heading, size: body, color: accent, ...labelLook },
        paragraph: { spacing: { before: 0, after: 120 }, keepNext: true, alignment: centred ? AlignmentType.CENTER : AlignmentType.LEFT },
      },
      {
        id: 'Ornament',
        name: 'Ornament',
        basedOn: 'Normal',
        next: 'Normal',
        run: { font: SYMBOL_FONT, size: halfPoints(theme.chapterSize), color: accent },
        paragraph: { spacing: { before: 0, after: 200 }, keepNext: true, alignment: AlignmentType.CENTER },
      },
      {
        id: 'HalfTitle',
        name: 'Half Title',
        basedOn: 'Normal',
        next: 'Normal',
        run: { font: font.heading, size: 32, color: accent },
        paragraph: { alignment: AlignmentType.CENTER, spacing: { after: 0, ...headingLine(32) }, indent: { left: 720, right: 720 } },
      },
      {
        id: 'BackMatterText',
        name: 'Back Matter Text',
        basedOn: 'Normal',
        next: 'BackMatterText',
        paragraph: { alignment: AlignmentType.CENTER, indent: { left: 360, right: 360 } },
      },
      {
        id: 'Author',
        name: 'Author',
        basedOn: 'Normal',
        next: 'Normal',
        run: { font: font.heading, size: 30, color: COLOR.text, smallCaps: true },
        paragraph: { alignment: AlignmentType.CENTER, spacing: { before: 720, after: 0 } },
      },
      {
        id: 'Copyright',
        name: 'Copyright',
        basedOn: 'Normal',
        next: 'Normal',
        run: { size: SIZE.small, color: COLOR.muted },
        paragraph: { spacing: { after: 100 } },
      },
      {
        id: 'Header',
        name: 'header',
        basedOn: 'Normal',
        run: { font: font.heading, size: SIZE.small, color: COLOR.muted },
        paragraph: { spacing: { after: 0 } },
      },
      {
        id: 'Footer',
        name: 'footer',
        basedOn: 'Normal',
        run: { font: font.heading, size: SIZE.small, color: COLOR.muted },
        paragraph: { spacing: { after: 0 } },
      },
    ],
    characterStyles: [
      {
        id: 'InlineCode',
        name: 'Inline Code',
        basedOn: 'DefaultParagraphFont',
        run: { font: font.mono, size: SIZE.code, shading: { type: 'clear', fill: COLOR.codeFill, color: 'auto' } },
      },
    ],
  }
}

const levelIndent = (level: number) => ({ indent: { left: LIST_INDENT * (level + 1), hanging: LIST_INDENT } })
const BULLETS = ['•', '◦', '▪']
const ORDERED_FORMATS = [LevelFormat.DECIMAL, LevelFormat.LOWER_LETTER, LevelFormat.LOWER_ROMAN]

export const BULLET_LIST = 'bullet-list'
export const ORDERED_LIST = 'ordered-list'

/** Nine levels, as Word wants; formats cycle like Word's defaults (1. a. i.). `start` applies to the top level used. */
export function orderedLevels(startLevel = 0, start = 1): ILevelsOptions[] {
  return Array.from({ length: 9 }, (_, level) => ({
    level,
    format: ORDERED_FORMATS[level % 3],
    text: `%${level + 1}.`,
    alignment: AlignmentType.START,
    start: level === startLevel ? start : 1,
    style: { paragraph: levelIndent(level) },
  }))
}

export const numbering: INumberingOptions = {
  config: [
    {
      reference: BULLET_LIST,
      levels: Array.from({ length: 9 }, (_, level) => ({
        level,
        format: LevelFormat.BULLET,
        text: BULLETS[level % 3] ?? '•',
        alignment: AlignmentType.START,
        style: { paragraph: levelIndent(level) },
      })),
    },
    { reference: ORDERED_LIST, levels: orderedLevels() },
  ],
}
