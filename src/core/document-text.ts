import { z } from 'zod'

export const withoutNul = (text: string) => text.replaceAll('\u0000', '')

/**
 * Text a person writes or pastes into a document (titles, chapters, topics). A stray NUL, say
 * from text copied out of a PDF, is invisible and means nothing in Markdown: it is dropped rather
 * than refused, so an autosave never stalls on it. Everywhere else the server refuses NUL
 * (decision 0030), since Postgres can store it in no text.
 */
export const documentText = () => z.string().overwrite(withoutNul)
