/** The stale-description notice's words (docs/product.md#editor, issue 29). */
export const DESCRIPTION_TEXT = {
  stale: (named: string, count: number, noun: string) =>
    `The description says “${named}”, but the ${noun === 'section' ? 'product' : 'book'} now has ${count} ${noun}${count === 1 ? '' : 's'}.`,
  hint: 'Edit it yourself, or let Folio write a new one from your chapters. Regenerating is free.',
  regenerate: 'Regenerate description',
  writing: 'Writing…',
  suggestion: 'Suggested description',
  use: 'Use this description',
  again: 'Try again',
  keep: 'Keep mine',
  failed: 'Could not write a new description',
  replaced: 'Description replaced',
  replacedDescription: 'The new description will be saved with your project.',
  undo: 'Undo',
} as const
