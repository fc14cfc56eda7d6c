import type { LabelledBook } from './labelled-book.ts'

// An 8-chapter guide written the way models write one (issue 26): every chapter opens with the
// same stock formula and closes on a "Key Takeaways" label, cross-references name other chapters,
// baking words that are clichés elsewhere ("a robust starter", "steam plays a crucial role", "a
// bustling Saturday market") are used plainly, and a price rise is worked out in the sentence.
// The real faults: chapter 6 copies chapter 2's label rule, chapters 5 and 7 (written at the same
// moment) share a sentence word for word, one vague "studies show", and clichés in chapters 4 and 8.
const LABELS =
  'Every label must show the product name, the ingredients in descending order by weight, the allergens in bold and your home address.'
const STARTER = 'Keep your starter in a glass jar on the counter and feed it equal weights of flour and water every morning before work.'

export const BAKERY_GUIDE: LabelledBook = {
  name: 'cottage bakery guide (8 chapters, English)',
  language: 'en',
  chapters: [
    {
      title: 'Is a Home Bakery Right for You?',
      plan: 'What cottage food laws allow, what they forbid, and the first questions to answer before baking for sale. Key points: allowed foods; sales limits; registration.',
      content: `## Is a Home Bakery Right for You?

By the end of this chapter, you'll have a clear answer to whether your state lets you sell bread from home.

Most states have a cottage food law. It lets you bake low-risk foods in your own kitchen and sell them directly to customers, usually without a commercial license. Bread, cookies and dry granola are almost always allowed; anything that needs refrigeration, like cream pies or meat pastries, almost never is.

### Check three things first

1. Whether your state caps yearly sales, and at what figure.
2. Whether you must register with the health department or only follow the rules.
3. Where you may sell: farmers markets, your porch, online with local delivery.

Write the answers on one page and keep it in your binder; you will look at it again when you price and when you label.

**Key Takeaways:**

- Read your state's cottage food law before you buy anything.
- Keep the answers on one page.
`,
    },
    {
      title: 'Labels That Pass Inspection',
      plan: 'The label requirements: what every label must show (product name, ingredients by weight, allergens, home address) and the cottage food statement. Key points: required fields; allergen rules; printing.',
      content: `## Labels That Pass Inspection

By the end of this chapter, you'll have a label template that an inspector can check in ten seconds.

${LABELS} Most states also require a sentence saying the food was made in a home kitchen that is not inspected by the health department.

### The allergen line

Wheat, milk, eggs, soy and tree nuts are the allergens bakers meet most. List each one your bread contains, even when it is obvious from the name: a "milk bread" still needs milk on the allergen line.

### Printing

Print labels on matte stock so they take a pen. Leave a blank for the bake date and write it on the morning you bake.

### Key Takeaways

- One template, checked against the law, for every product.
- Date each loaf by hand.
`,
    },
    {
      title: 'Setting Up Your Kitchen',
      plan: 'Arranging a home kitchen for safe, efficient baking: storage, equipment, steam and a healthy starter. Key points: equipment; oven steam; the starter.',
      content: `## Setting Up Your Kitchen

By the end of this chapter, you'll have a kitchen that can turn out a dozen loaves on a Saturday morning.

A robust starter is the heart of a sourdough bakery: one that doubles within six hours of a feed will carry you through a market day. Give it a shelf away from the oven so it does not overheat.

Steam plays a crucial role in oven spring. A cast-iron pan on the bottom rack, filled with boiling water as the loaves go in, gives a home oven most of what a deck oven does.

Chapter 5 covers pricing in depth, but here's a quick way to see what your equipment costs you per loaf:

- Add up what you paid for the mixer, bannetons and baking stones.
- Divide by the loaves you expect to bake in two years.

### Key Takeaways

- A strong starter and a steam pan matter more than a new oven.
`,
    },
    {
      title: 'Recipes That Travel',
      plan: 'Choosing breads that keep and transport well for market sales. Key points: shelf life; crust; packaging.',
      content: `## Recipes That Travel

By the end of this chapter, you'll have three recipes that still look good after an hour in a crate.

Let's delve into what makes a loaf travel. A thick crust protects the crumb; enriched doughs stay soft for two days; seeded rye keeps for a week.

### Packaging

Paper bags let the crust breathe. Plastic keeps soft rolls soft. Whatever you use, the label goes on the outside, where the customer reads it before buying.

**Key Takeaways:**

- Pick breads for their shelf life, not only their taste.
`,
    },
    {
      title: 'Pricing Your Bread',
      plan: 'Setting a price from ingredient, packaging and time costs, and testing it at the stall. Key points: cost per loaf; hourly rate; price tests.',
      content: `## Pricing Your Bread

By the end of this chapter, you'll have a price for every loaf that pays for your time as well as your flour.

Start from the cost of one loaf: flour, salt, seeds, the bag and the label. Then add your time, at an hourly rate you would accept from an employer.

${STARTER} That routine keeps the cost of a failed bake low, because a lively starter rarely gives you a flat loaf.

Charging $9 instead of $7 on 30 loaves a week raises your take by about 29%, and regulars seldom notice a change of that size if the bread is good.

Studies show that customers are willing to pay more for bread labelled as local.

### Key Takeaways

- Price from costs plus time, then test.
`,
    },
    {
      title: 'Selling at the Market',
      plan: 'Running a stall at a farmers market: the table, samples, payments and talking to customers. Key points: stall layout; samples; card payments.',
      content: `## Selling at the Market

By the end of this chapter, you'll have a stall that sells out before noon.

A bustling Saturday market can bring two hundred people past your table in a morning. Put the bread at eye level, the prices in large print, and one loaf cut open so people see the crumb.

Before your first market, check your labels once more. ${LABELS}

### Payments

Take cards as well as cash: a phone reader costs little and most customers carry no notes any more.

**Key Takeaways:**

- Eye-level bread, big prices, one loaf cut open.
`,
    },
    {
      title: 'Growing Beyond the Stall',
      plan: 'Moving from a weekly stall to larger batches and wholesale orders without breaking the law. Key points: batch size; wholesale limits; time.',
      content: `## Growing Beyond the Stall

By the end of this chapter, you'll have a plan for doubling your weekly bake without doubling your hours.

Bigger batches start the night before. ${STARTER} Then mix all the doughs in one session and let them proof in the fridge overnight.

### Wholesale

Many cottage food laws forbid selling to shops or cafes. Read the rule before you accept an order from a cafe, however tempting.

### Key Takeaways

- Prepare the night before; bake in one session.
`,
    },
    {
      title: 'Keeping Records',
      plan: 'Tracking sales, costs and bake logs so that taxes and inspections are easy. Key points: sales log; receipts; bake log.',
      content: `## Keeping Records

By the end of this chapter, you'll have a simple record system that takes ten minutes a week.

In today's fast-paced world, a notebook still works. Write each market day's sales on one line: date, loaves sold, cash, card.

A spreadsheet is a game-changer once you sell at more than one market. Furthermore, keep every receipt for flour and packaging in one envelope per month.

### Key Takeaways

- One line per market day.
- One envelope of receipts per month.
`,
    },
  ],
  expected: [
    { chapter: 4, kind: 'phrase', includes: "Let's delve into" },
    { chapter: 5, kind: 'unsourced', includes: 'Studies show that customers' },
    { chapter: 6, kind: 'repetition', includes: 'Every label must show', otherChapter: 2 },
    { chapter: 7, kind: 'repetition', includes: 'Keep your starter in a glass jar', otherChapter: 5 },
    { chapter: 8, kind: 'phrase', includes: "In today's fast-paced world" },
    { chapter: 8, kind: 'phrase', includes: 'game-changer' },
    { chapter: 8, kind: 'phrase', includes: 'Furthermore' },
  ],
}
