import type { LaunchEmailKind } from '@core/launch-kit.ts'
import { LAUNCH_LIMITS as L } from '@core/launch-kit.ts'
import type { LaunchEmail } from '@core/launch-kit-schemas.ts'
import { clampText } from '../../providers/offline/topic-text.ts'
import { emailDays } from '../folio-fields.ts'
import { choose, cutWords, type LaunchBook, type LaunchStyle, partsWord, partWord } from './launch-book.ts'

interface Draft {
  subjects: string[]
  preview: string
  /** Paragraphs; 'shorter' keeps the first and the last. */
  body: string[]
}

/**
 * The seven emails of the launch guide's sequence, each with its one job. Plain and persuasive
 * from what the book holds: no deadline, stock count or reader quote the creator did not give.
 */
function drafts(book: LaunchBook, style: LaunchStyle): Record<LaunchEmailKind, Draft> {
  const t = cutWords(book.title, 70)
  const part = partWord(book)
  const subjects = book.chapters.map((c) => c.subject)
  const first = subjects[0] ?? 'the basics'
  const link = `[link to your sales page]`
  const hi = style.voice === 'formal' ? 'Hello,' : style.voice === 'playful' ? 'Hey there,' : 'Hi,'
  const inside = book.chapters
    .slice(0, 5)
    .map((c) => `- ${c.title}`)
    .join('\n')
  return {
    'warm-up': {
      subjects: [`Something I have been working on for ${book.audience}`, `A question about ${first}`, `What would make ${first} easier?`],
      preview: `A few days from now I am sharing something new. First, a question.`,
      body: [
        hi,
        `I have been working on something for ${book.audience}, and it is nearly ready.`,
        `Before I share it, a question: what is the hardest part of ${first} for you right now? Hit reply and tell me. I read every answer.`,
        `More in a couple of days.`,
      ],
    },
    story: {
      subjects: [`Why I wrote ${t}`, `The story behind ${t}`, `How this ${book.noun} started`],
      preview: `Why this ${book.noun} exists, and who it is for.`,
      body: [
        hi,
        `I wrote ${t} because ${book.audience} kept running into the same questions, and the answers were scattered in too many places.`,
        `So I put them in one place, in a clear order: it starts with ${first} and builds from there.`,
        `[Add a sentence of your own story here: what made you want to write it.]`,
        `It opens soon. I will tell you the moment it does.`,
      ],
    },
    announcement: {
      subjects: [`${t} is here`, `It is out: ${t}`, `Doors are open: ${t}`],
      preview: `The ${book.noun} is ready, and here is what is inside.`,
      body: [hi, `${t} is out today.`, `${book.description}`, `Inside:\n${inside}`, `Get it here: ${link}`],
    },
    details: {
      subjects: [`What is inside ${t}`, `A closer look at the ${partsWord(book)}`, `How ${t} is laid out`],
      preview: `A ${part}-by-${part} look at what you get.`,
      body: [
        hi,
        `Yesterday I told you ${t} was out. Today, a closer look at how it is laid out.`,
        ...book.chapters.slice(0, 4).map((c) => (c.scope ? `${c.title}: ${c.scope}.` : `${c.title}.`)),
        `Everything is in order, so you always know what to do next. Take a look: ${link}`,
      ],
    },
    proof: {
      subjects: [`Read the first pages of ${t}`, `See for yourself: a sample`, `A look inside ${t}`],
      preview: `Judge it for yourself: here is how it begins.`,
      body: [
        hi,
        `Rather than tell you ${t} is useful, I would rather show you.`,
        `The sales page has an excerpt from the first ${part}, so you can read how it begins and decide whether it is for you: ${link}`,
        `[If readers have already written to you about the book, and they agree to it, this is the place to share their words.]`,
      ],
    },
    objections: {
      subjects: [`Is ${t} right for you?`, `"Do I need experience?" and other questions`, `Your questions about ${t}, answered`],
      preview: `Who it is for, who it is not for, and what you need to start.`,
      body: [
        hi,
        `A few questions people ask before buying ${book.aNoun}, answered plainly.`,
        `Do I need experience? No. It starts with ${first} and builds from there.`,
        `Is it for me? It is written for ${book.audience}. If you already know the subject well, much of it will be familiar.`,
        `How long will it take? As long as you like: each ${part} stands on its own.`,
        `Anything else? Hit reply and ask me. Or take a look here: ${link}`,
      ],
    },
    'last-call': {
      subjects: [`The last email about ${t}`, `One more note about ${t}`, `Wrapping up the launch of ${t}`],
      preview: `This is my last email about the launch. Here is the short version.`,
      body: [
        hi,
        `This is the last email I will send you about the launch of ${t}.`,
        `The short version: it is ${book.aNoun} for ${book.audience}, in ${book.chapters.length} ${partsWord(book)}, starting with ${first}.`,
        `If it sounds like what you need, you can get it here: ${link}`,
        `Either way, thank you for reading these emails.`,
      ],
    },
  }
}

export function launchEmails(book: LaunchBook, style: LaunchStyle): LaunchEmail[] {
  const all = drafts(book, style)
  const sign =
    style.voice === 'formal' ? 'Kind regards,\n[Your name]' : style.voice === 'playful' ? 'Cheers,\n[Your name]' : 'Talk soon,\n[Your name]'
  return emailDays().map(({ kind, day }) => {
    const d = all[kind]
    const subject = choose(d.subjects, style, `subject-${kind}`, book)
    const subjectAlt = d.subjects.find((s) => s !== subject) ?? `${subject} (again)`
    const paragraphs = style.short ? [d.body[0], ...d.body.slice(1, -1).slice(0, 1), d.body.at(-1)] : d.body
    return {
      day,
      kind,
      subject: cutWords(subject, L.emailSubject),
      subjectAlt: cutWords(subjectAlt, L.emailSubject),
      preview: clampText(d.preview, L.emailPreview),
      body: clampText([...paragraphs.filter((p) => p !== undefined), sign].join('\n\n'), L.emailBody),
    }
  })
}
