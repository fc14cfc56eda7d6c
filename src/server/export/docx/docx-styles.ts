import { AlignmentType, BorderStyle, type ILevelsOptions, type INumberingOptions, type IStylesOptions, LevelFormat } from 'docx'
import { COLOR, FONT, LIST_INDENT, SIZE } from './docx-theme.ts'

const heading = (size: number, before: number, after: number) => ({
  run: { font: FONT.heading, size, bold: true, color: COLOR.heading },
  paragraph: { spacing: { before, after }, keepNext: true, keepLines: true },
})

/** Paragraph styles of task items; their run size is the tick box's size (the text sets its own). */
export const TASK_STYLE = { reading: 'TaskItem', worksheet: 'WorksheetTask' } as const

/**
 * Word's own style ids (Title, Heading1…, Quote, TOCHeading), restyled, so the document's
 * navigation pane, TOC field and outline work as in any Word document.
 */
export const documentStyles: IStylesOptions = {
  default: {
    document: {
      run: { font: FONT.body, size: SIZE.body, color: COLOR.text },
      paragraph: { spacing: { after: 160, line: 300 } },
    },
    title: {
      run: { font: FONT.heading, size: 56, bold: true, color: COLOR.heading },
      paragraph: {
        alignment: AlignmentType.CENTER,
        spacing: { before: 3600, after: 480, line: 264 },
        border: { bottom: { style: BorderStyle.SINGLE, size: 12, color: COLOR.heading, space: 18 } },
      },
    },
    heading1: {
      ...heading(36, 0, 360),
      paragraph: {
        spacing: { before: 0, after: 360 },
        keepNext: true,
        keepLines: true,
        border: { bottom: { style: BorderStyle.SINGLE, size: 12, color: COLOR.heading, space: 6 } },
      },
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
      run: { font: FONT.heading, size: 32, bold: true, color: COLOR.heading },
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
      run: { font: FONT.mono, size: SIZE.code },
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
      run: { size: SIZE.box },
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
      run: { font: FONT.heading, size: 20, bold: true, color: COLOR.heading },
      paragraph: { spacing: { before: 480, after: 0 }, keepNext: true },
    },
    {
      id: 'Header',
      name: 'header',
      basedOn: 'Normal',
      run: { font: FONT.heading, size: SIZE.small, color: COLOR.muted },
      paragraph: { spacing: { after: 0 } },
    },
    {
      id: 'Footer',
      name: 'footer',
      basedOn: 'Normal',
      run: { font: FONT.heading, size: SIZE.small, color: COLOR.muted },
      paragraph: { spacing: { after: 0 } },
    },
  ],
  characterStyles: [{ id: 'InlineCode', name: 'Inline Code', basedOn: 'DefaultParagraphFont', run: { font: FONT.mono, size: SIZE.code, shading: { type: 'clear', fill: COLOR.codeFill, color: 'auto' } } }],
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
