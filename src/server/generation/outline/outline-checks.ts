import { CHAPTER_RANGE, type ProductType } from '@core/generation.ts'
import type { Outline } from '@core/generation-schemas.ts'
import { isPrintable } from '@core/planner.ts'
import { isPlaceholder, titleKey } from './outline-placeholders.ts'

/**
 * A problem the repair turn shows the model, in words it can act on. `blocking` problems make
 * the outline unusable (a creator would be sold "[To be determined]" or two chapters on one
 * subject); the others (a missing plan or language, a count outside the range) are asked for
 * again, but an outline with only those is still kept if the repair does no better.
 */
export interface OutlineProblem {
  text: string
  blocking: boolean
}

const a = (type: ProductType) => (type === 'ebook' ? 'an' : 'a')

export function chapterCountProblem(count: number, productType: ProductType): OutlineProblem | undefined {
  const { min, max } = CHAPTER_RANGE[productType]
  if (count >= min && count <= max) return undefined
  const fix =
    count < min
      ? `add ${min - count === 1 ? 'a chapter' : `${min - count} chapters`}`
      : `merge or drop ${count - max === 1 ? 'one chapter' : `${count - max} chapters`}`
  return {
    text: `chapters: there are ${count}, but ${a(productType)} ${productType} needs ${min} to ${max}; ${fix}.`,
    blocking: false,
  }
}

function chapterProblems(outline: Outline): OutlineProblem[] {
  const problems: OutlineProblem[] = []
  const seen = new Map<string, number>()
  outline.chapters.forEach((chapter, i) => {
    const n = i + 1
    const quoted = JSON.stringify(chapter.title)
    if (isPlaceholder(chapter.title)) {
      problems.push({
        text: `chapter ${n} title ${quoted} is a placeholder; give it a specific title that says what the chapter covers.`,
        blocking: true,
      })
    } else {
      const key = titleKey(chapter.title)
      const first = seen.get(key)
      if (first !== undefined) {
        problems.push({
          text: `chapter ${n} title ${quoted} repeats chapter ${first}; give every chapter its own subject and a title that differs from the others.`,
          blocking: true,
        })
      } else seen.set(key, n)
    }
    const plan = chapter.plan?.trim() ?? ''
    if (plan === '') {
      problems.push({
        text: `chapter ${n} has no plan; add "plan": one or two sentences of scope, then "Key points: …; …; …".`,
        blocking: false,
      })
    } else if (isPlaceholder(plan, 'plan') || titleKey(plan) === titleKey(chapter.title)) {
      problems.push({
        text: `chapter ${n} plan ${JSON.stringify(plan)} says nothing; write one or two sentences of what the chapter covers, then "Key points: …; …; …".`,
        blocking: false,
      })
    }
  })
  return problems
}

function languageProblem(language: string | undefined): OutlineProblem | undefined {
  if (language && language.toLowerCase() !== 'und') return undefined
  return {
    text: 'language: missing; give the BCP 47 tag of the language the topic is written in, such as "en", "es", "de" or "pt-BR".',
    blocking: false,
  }
}

/**
 * A planner or checklist none of whose chapters has a page template would print as a document, the
 * very thing issue 28 replaces: asked for once more, but kept if the repair does no better. A
 * template of the wrong family never gets here (outline-json.ts drops it: that chapter is prose).
 */
function templateProblem(outline: Outline, productType: ProductType): OutlineProblem | undefined {
  if (!isPrintable(productType) || outline.chapters.some((c) => c.pageTemplate)) return undefined
  return {
    text: `pageTemplate: no chapter has one; give every chapter of the ${productType} the page template it is drawn with, as listed above.`,
    blocking: false,
  }
}

/** Everything wrong with a schema-valid outline for this product type; empty when it is good. */
export function outlineProblems(outline: Outline, productType: ProductType): OutlineProblem[] {
  return [
    chapterCountProblem(outline.chapters.length, productType),
    ...chapterProblems(outline),
    templateProblem(outline, productType),
    languageProblem(outline.language),
  ].filter((p): p is OutlineProblem => p !== undefined)
}
