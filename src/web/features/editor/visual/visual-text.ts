/**
 * Why visual mode left a chapter as written (docs/product.md#editor). Apart from the editor, so
 * the Edit mode that takes over can say it without loading TipTap.
 */
export const declinedText = (what: string) =>
  `Visual mode can't show this chapter without changing ${what} in it, so it is left as written. Use Edit mode for this chapter.`
