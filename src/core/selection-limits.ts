/**
 * Caps that keep a prompt small: a passage is a few paragraphs, not a chapter (a whole chapter has
 * its own rewrites), and the text around it is context, not material to rewrite. Apart from the
 * schemas so the editor's AI edit menu names them without loading zod (decision 111).
 */
export const SELECTION_LIMITS = { selection: 6000, around: 1500, instruction: 300 } as const
