/**
 * The DOCX look that no theme changes: the tick boxes' font (Segoe UI Symbol, with fallbacks
 * that have ☐ and ☒), greys and fills, list indents; sizes in half-points and spacing in
 * twips, as WordprocessingML counts them. Fonts, sizes and the accent come from the theme
 * (themes.ts) through DocxLook.
 */
export const SYMBOL_FONT = 'Segoe UI Symbol'

export const COLOR = {
  text: '1F2328',
  muted: '5A6473',
  rule: 'B8C2D1',
  line: '9AA6B8',
  tableHead: 'E8EDF5',
  codeFill: 'F2F4F7',
  link: '1F5FBF',
} as const

/** Half-points. */
export const SIZE = { small: 18, code: 19, worksheetBox: 30 } as const

/** Twips per list nesting level; an item's text hangs this far from its number, bullet or box. */
export const LIST_INDENT = 360

/** ☐ and ☒, as Word's check box control names its states. */
export const TICK_BOX_HEX = { open: '2610', done: '2612' } as const
