// The sample book the token benches share (bench:draft, bench:launch-kit): a realistic 10-chapter
// ebook outline with a plan per chapter, about 1,000 tokens.
import type { ProductBrief } from '../src/server/generation/providers/provider.ts'

export const TOPICS = [
  ['Choosing a Niche', 'Finding the small, specific audience a first product serves best, and testing demand before writing a word'],
  ['Researching Buyers', 'Interviews, forum reading and keyword checks that show what buyers already pay for and the words they use'],
  ['Outlining the Product', 'Turning the research into chapters, each with one promise, and cutting everything that does not serve it'],
  ['Writing the First Draft', 'A daily writing routine, drafting fast without editing, and keeping the voice consistent across chapters'],
  ['Editing and Fact-Checking', 'Structural edits, line edits, checking every figure against a source, and reading the text aloud'],
  ['Designing the Pages', 'Fonts, page size, headings, worksheets and images that print well and read well on a phone'],
  ['Pricing the Product', 'Setting a launch price from comparable products, value to the buyer and the tiers worth offering'],
  ['Building the Sales Page', 'Headline, promise, contents, sample pages, testimonials and a guarantee that answers objections'],
  ['Launching to a Small List', 'Pre-launch emails, a launch week plan, and what to measure on each day'],
  ['After the Launch', 'Collecting feedback, updating the product, and planning the next one from what buyers asked for'],
]
export const outline = {
  title: 'Your First Digital Product',
  description: 'From a niche idea to a launched ebook in eight weeks, step by step.',
  chapters: TOPICS.map(([title, scope]) => ({
    title: title as string,
    plan: `${scope}. It leaves what the other chapters cover to them. Key points: the first move; a worked example; what to check before moving on; the mistake most beginners make.`,
  })),
}
export const request = { topic: 'creating and selling a first digital product', productType: 'ebook' as const, tone: 'friendly' as const }

/** The book as a chapter prompt carries it. */
export const sampleBrief: ProductBrief = {
  ...request,
  title: outline.title,
  description: outline.description,
  chapters: outline.chapters,
  language: 'en',
}
