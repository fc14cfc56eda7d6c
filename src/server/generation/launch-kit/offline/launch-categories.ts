import type { ProductType } from '@core/generation.ts'
import type { KdpListing } from '@core/launch-kit-schemas.ts'
import type { LaunchBook } from './launch-book.ts'

/**
 * A small table of the Kindle Store's top-level nonfiction categories and the topic words that
 * point to each: enough for a sample's three suggestions with an honest reason (the words it
 * matched), and no claim about ranks or competition, which the built-in writer cannot know.
 */
const CATEGORIES: readonly { name: string; words: RegExp }[] = [
  {
    name: 'Business & Money',
    words:
      /\b(?:business\w*|market\w*|sell\w*|sales|money|financ\w*|budget\w*|invest\w*|career\w*|freelanc\w*|entrepreneur\w*|startup\w*|brand\w*|customer\w*|pric\w*|manag\w*|leader\w*|income|savings?|product\w*|etsy|shopify|kdp)\b/gi,
  },
  {
    name: 'Self-Help',
    words:
      /\b(?:habits?|productiv\w*|confiden\w*|mindset|goals?|motivat\w*|stress|anxiety|self[- ]\w+|routines?|organi[sz]\w*|focus\w*|time management|declutter\w*|journal\w*|gratitude|happiness|resilien\w*|procrastinat\w*)\b/gi,
  },
  {
    name: 'Health, Fitness & Dieting',
    words:
      /\b(?:health\w*|fitness|diet\w*|nutrition\w*|weight|exercis\w*|yoga|sleep\w*|workouts?|running|strength|stretch\w*|wellness|pilates|calories|training)\b/gi,
  },
  {
    name: 'Cookbooks, Food & Wine',
    words: /\b(?:cook\w*|recipes?|bak\w*|food|meals?|kitchen|wine|vegan|vegetarian|dinners?|lunch\w*)\b/gi,
  },
  {
    name: 'Parenting & Relationships',
    words: /\b(?:parent\w*|bab(?:y|ies)|child\w*|kids?|toddlers?|famil(?:y|ies)|marriage|relationships?|dating|couples?|teens?)\b/gi,
  },
  {
    name: 'Crafts, Hobbies & Home',
    words:
      /\b(?:garden\w*|crafts?|knit\w*|sew\w*|home|house\w*|cleaning|diy|hobb(?:y|ies)|woodwork\w*|decor\w*|quilt\w*|crochet\w*|plants?|moving)\b/gi,
  },
  {
    name: 'Computers & Technology',
    words: /\b(?:software|cod(?:e|ing)|programm\w*|python|javascript|ai|data|computers?|websites?|apps?|excel|tech\w*|notion)\b/gi,
  },
  {
    name: 'Education & Teaching',
    words:
      /\b(?:teach\w*|stud(?:y|ies|ying)|students?|exams?|learn\w*|school\w*|classroom|homework|college|university|revision|tutor\w*)\b/gi,
  },
  { name: 'Travel', words: /\b(?:travel\w*|trips?|holidays?|vacation\w*|backpack\w*|packing|itinerar\w*|journey\w*|road trip)\b/gi },
  {
    name: 'Arts & Photography',
    words: /\b(?:art|artists?|draw\w*|paint\w*|photo\w*|design\w*|music\w*|illustrat\w*|sketch\w*|calligraph\w*)\b/gi,
  },
  { name: 'Religion & Spirituality', words: /\b(?:faith|prayers?|bible|meditat\w*|spiritual\w*|mindful\w*|church|devotion\w*)\b/gi },
  {
    name: 'Sports & Outdoors',
    words: /\b(?:golf|tennis|hik\w*|camp\w*|fishing|cycl\w*|football|soccer|sports?|outdoors?|climb\w*|swim\w*|skiing|marathon)\b/gi,
  },
]

/** Where a book with no telling topic words still fits, by what it is. */
const BY_TYPE: Record<ProductType, readonly string[]> = {
  ebook: ['Self-Help', 'Education & Teaching', 'Reference'],
  guide: ['Reference', 'Self-Help', 'Education & Teaching'],
  checklist: ['Reference', 'Self-Help', 'Crafts, Hobbies & Home'],
  planner: ['Self-Help', 'Reference', 'Business & Money'],
}

const STORE = 'Kindle eBooks › '

export function kdpCategories(book: LaunchBook): KdpListing['categories'] {
  // The title and the chapter titles weigh double: they say what the book is, the description how.
  const text = [book.title, book.subtitle, book.title, ...book.chapters.flatMap((c) => [c.title, c.title, c.scope]), book.description].join(
    ' \n ',
  )
  const scored = CATEGORIES.map((c, order) => {
    const hits = [...text.matchAll(c.words)].map((m) => m[0].toLowerCase())
    return { name: c.name, order, score: hits.length, words: [...new Set(hits)].slice(0, 3) }
  })
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, 3)
  const picked: KdpListing['categories'] = scored.map((c) => ({
    name: `${STORE}${c.name}`,
    reason: `The book's own words point here: ${c.words.map((w) => `“${w}”`).join(', ')} in its title, chapters or description.`,
  }))
  for (const name of BY_TYPE[book.type]) {
    if (picked.length >= 3) break
    if (picked.some((p) => p.name === `${STORE}${name}`)) continue
    picked.push({
      name: `${STORE}${name}`,
      reason: `A broad home for a practical ${book.noun}; browse it in the Kindle Store and choose a narrower subcategory if one fits better.`,
    })
  }
  return picked
}
