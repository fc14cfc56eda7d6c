/**
 * The DOCX look in one place. Fonts Word and LibreOffice both have or map well (Georgia for the
 * text, Arial for headings, Segoe UI Symbol for the tick boxes, with fallbacks that have ☐ and ☒);
 * sizes in half-points and spacing in twips, as WordprocessingML counts them.
 */
export const FONT = { body: 'Georgia', heading: 'Arial', mono: 'Consolas', symbol: 'Segoe UI Symbol' } as const

export const COLOR = {
  text: '1F2328',
  heading: '1B2A4A',
  muted: '5A6473',
  rule: 'B8C2D1',
  line: '9AA6B8',
  tableHead: 'E8EDF5',
  codeFill: 'F2F4F7',
  link: '1F5FBF',
} as const

/** US Letter with one-inch margins (the app prices in dollars; Word's US default). */
export const PAGE = { width: 12240, height: 15840, margin: 1440, headerFooter: 708 } as const
export const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin

/** Half-points. */
export const SIZE = { body: 22, small: 18, code: 19, box: 22, worksheetBox: 30 } as const

/** Twips per list nesting level; an item's text hangs this far from its number, bullet or box. */
export const LIST_INDENT = 360

/** ☐ and ☒, as Word's check box control names its states. */
export const TICK_BOX_HEX = { open: '2610', done: '2612' } as const
