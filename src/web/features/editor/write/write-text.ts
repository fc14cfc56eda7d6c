/** The words of 'Write this chapter' (issue 30, decision 108). */
export const WRITE_TEXT = {
  heading: 'This chapter has no text yet',
  intro: 'Folio can write it from its title and plan, with the rest of the book in mind, as the draft wrote the others. Free.',
  plan: 'Chapter plan',
  planHint: 'A sentence or two on what this chapter covers. Optional, but it keeps the chapter on its own ground.',
  write: 'Write this chapter',
  writing: 'Writing this chapter...',
  done: 'Chapter written',
  doneDescription: 'Read it through and make it yours. Regenerate and History work on it as on any chapter.',
  failed: 'Failed to write the chapter',
} as const
