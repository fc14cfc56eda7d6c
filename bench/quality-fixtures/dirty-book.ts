import { BUDGET_BOOK } from './budget-book.ts'

/** A sentence planted into the clean book, and what the quality pass should report for it. */
export type Plant = { chapter: number; after: string; text: string; hard?: true } & (
  { kind: 'phrase'; phrases: string[] } | { kind: 'repetition'; otherChapter: number } | { kind: 'unsourced' }
)

/**
 * The planted faults: each `text` is a paragraph of its own inserted after the line `after` of
 * chapter `chapter` (0-based). Repetitions copy at least eight words in a row from an earlier
 * chapter (`otherChapter`, 1-based), lightly reworded around them as a model would. `hard` plants
 * are forms the checks were not written for (a figure with no percent sign, a paraphrase, a
 * cliché off the list): they show where the pass stops, so their recall is reported apart.
 */
export const PLANTS: Plant[] = [
  {
    chapter: 0,
    after: '## Know Where the Money Goes',
    kind: 'phrase',
    phrases: ["in today's fast-paced world"],
    text: "In today's fast-paced world, money slips away before we notice it.",
  },
  { chapter: 0, after: '### Sort as you go', kind: 'phrase', phrases: ['delve'], text: 'Now we delve into the numbers behind your month.' },
  {
    chapter: 0,
    after: '### Read the month',
    kind: 'unsourced',
    text: 'Studies show that people who track their spending save more each month.',
  },
  {
    chapter: 1,
    after: '## Set Goals You Can Keep',
    kind: 'repetition',
    otherChapter: 1,
    text: 'At the end of the month, add up each label and look for the surprise.',
  },
  {
    chapter: 1,
    after: '### Short, middle and long',
    kind: 'phrase',
    phrases: ['tapestry'],
    text: 'Your goals are a tapestry of what matters to you.',
  },
  {
    chapter: 1,
    after: '### Put a number on it',
    kind: 'phrase',
    phrases: ["it's important to note"],
    text: "It's important to note that goals can change.",
  },
  { chapter: 1, after: '### Put a number on it', kind: 'unsourced', text: '73% of households have no written savings goal at all.' },
  {
    chapter: 2,
    after: '## Build the Plan',
    kind: 'repetition',
    otherChapter: 1,
    text: 'Before you start, write down every purchase, from the weekly shop to the coffee on the way to work.',
  },
  {
    chapter: 2,
    after: '### A simple split',
    kind: 'phrase',
    phrases: ['game-changer'],
    text: 'A good plan is a game-changer for your finances.',
  },
  {
    chapter: 2,
    after: '### A simple split',
    kind: 'unsourced',
    text: 'According to experts, the 50/30/20 split works for almost everyone.',
  },
  {
    chapter: 2,
    after: '### Pay yourself first',
    kind: 'phrase',
    phrases: ['furthermore', 'seamless'],
    text: 'Furthermore, a standing order makes saving seamless.',
  },
  {
    chapter: 3,
    after: '## Cut Costs Without Misery',
    kind: 'repetition',
    otherChapter: 2,
    text: 'A budget without a goal is a list of restrictions, and so is a cut you did not choose.',
  },
  {
    chapter: 3,
    after: '### Bills first',
    kind: 'phrase',
    phrases: ['navigate the complexities'],
    text: 'Cutting costs helps you navigate the complexities of household bills.',
  },
  { chapter: 3, after: '### Food', kind: 'unsourced', text: 'Research has shown that shopping with a list cuts grocery bills by 25%.' },
  {
    chapter: 3,
    after: '### Food',
    kind: 'repetition',
    otherChapter: 2,
    text: "Remember to divide each goal's price by the months you have before you cut anything.",
  },
  { chapter: 3, after: '### Small leaks', kind: 'phrase', phrases: ['moreover'], text: 'Moreover, small savings add up.' },
  { chapter: 3, after: '### Small leaks', kind: 'unsourced', text: 'Nine out of ten subscriptions go unused after three months.' },
  {
    chapter: 4,
    after: '## Deal With Debt',
    kind: 'phrase',
    phrases: ['testament to'],
    text: 'Paying off debt is a testament to your discipline.',
  },
  {
    chapter: 4,
    after: '### Choose a method',
    kind: 'repetition',
    otherChapter: 3,
    text: 'Move the savings amount on the day your pay arrives, before anything else can claim it.',
  },
  {
    chapter: 4,
    after: '### Choose a method',
    kind: 'phrase',
    phrases: ['leverage'],
    text: 'Leverage the avalanche method to save on interest.',
  },
  {
    chapter: 4,
    after: '### Talk to lenders early',
    kind: 'phrase',
    phrases: ['unlock'],
    text: 'Unlock your full potential by clearing the balance.',
  },
  { chapter: 4, after: '### Talk to lenders early', kind: 'unsourced', text: 'Debt stress makes people 3 times more likely to miss work.' },
  {
    chapter: 4,
    after: '### Talk to lenders early',
    kind: 'repetition',
    otherChapter: 4,
    text: 'As with food, compare unit prices on the shelf label rather than the pack price.',
  },
  {
    chapter: 5,
    after: '## Keep It Going',
    kind: 'phrase',
    phrases: ['embark on a journey'],
    text: 'Embark on a journey towards calmer money.',
  },
  {
    chapter: 5,
    after: '### The weekly ten minutes',
    kind: 'unsourced',
    text: 'A weekly check-in reduces overspending by up to 40 percent.',
  },
  {
    chapter: 5,
    after: '### The weekly ten minutes',
    kind: 'repetition',
    otherChapter: 4,
    text: 'Phone, broadband, insurance and energy contracts often roll over to a higher price when the first term ends.',
  },
  {
    chapter: 5,
    after: '### When a month goes wrong',
    kind: 'phrase',
    phrases: ['realm'],
    text: 'Welcome to the realm of calm, planned spending.',
  },
  {
    chapter: 5,
    after: '### When a month goes wrong',
    kind: 'unsourced',
    text: 'Experts agree that an emergency fund is the single most important habit.',
  },
  {
    chapter: 5,
    after: '### When a month goes wrong',
    kind: 'repetition',
    otherChapter: 5,
    text: 'Pay the minimum on everything, then put every spare pound towards one debt.',
  },
  {
    chapter: 5,
    after: '### Review every quarter',
    kind: 'phrase',
    phrases: ['elevate'],
    text: 'Elevate your finances with a quarterly review.',
  },
  {
    chapter: 5,
    after: '### Review every quarter',
    kind: 'phrase',
    phrases: ['in conclusion'],
    text: 'In conclusion, keep your check-ins short.',
  },
  {
    chapter: 1,
    after: '### Short, middle and long',
    kind: 'unsourced',
    hard: true,
    text: 'Roughly two-thirds of families have less than a month of pay put aside.',
  },
  { chapter: 3, after: '### Food', kind: 'unsourced', hard: true, text: 'The average family throws away 470 pounds of food a year.' },
  {
    chapter: 2,
    after: '### Pay yourself first',
    kind: 'repetition',
    otherChapter: 1,
    hard: true,
    text: 'Before changing anything, spend thirty days noting each thing you buy, from groceries to your morning coffee.',
  },
  {
    chapter: 4,
    after: '### Choose a method',
    kind: 'phrase',
    phrases: ['dive deep'],
    hard: true,
    text: "Let's take a deep dive into interest rates.",
  },
  {
    chapter: 5,
    after: '### Review every quarter',
    kind: 'phrase',
    phrases: ['journey'],
    hard: true,
    text: 'Every review is a step on your financial journey.',
  },
]

/** The clean book with every plant in place. */
export function dirtyBook(): { title: string; content: string }[] {
  return BUDGET_BOOK.map((chapter, index) => {
    const lines = chapter.content.split('\n')
    for (const plant of PLANTS.filter((p) => p.chapter === index).reverse()) {
      const at = lines.indexOf(plant.after)
      if (at < 0) throw new Error(`Plant anchor not found in chapter ${index + 1}: ${plant.after}`)
      lines.splice(at + 1, 0, '', plant.text)
    }
    return { title: chapter.title, content: lines.join('\n') }
  })
}
