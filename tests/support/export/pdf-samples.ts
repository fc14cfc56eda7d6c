import type { ExportDocument } from '@core/export-schemas.ts'

/**
 * Documents for the export tests and for looking at the pages: every Markdown construct the
 * renderers handle, per product type. Test support only; nothing in the app imports it.
 */

const bookChapter = (n: number) => `## Chapter ${n}

Every swing starts in the hips. This chapter explains **why rotation matters**, what *mobility* means for a
golfer over forty, and how ~~old advice~~ newer research changes the warm-up. See [the research](https://example.com/study)
or use \`tempo = 3:1\` as a rule of thumb.

### The three basics

1. Rotate from the hips, not the shoulders.
2. Keep the spine angle through impact.
3. Finish balanced on the lead foot.

- A loose bullet about grip pressure
  - A nested point about the lead hand
- Another bullet

> Strength is the quiet partner of a smooth swing; you notice it only when it is missing.

| Exercise | Sets | Reps |
| :-- | :-: | --: |
| Goblet squat | 3 | 10 |
| Hip hinge | 3 | 12 |

- [ ] Book a mobility session
- [x] Buy a resistance band

#### A smaller heading

Café owners in Zürich, Ελληνικά (Greek) and Русский текст (Cyrillic) must all survive the export.

\`\`\`
warm-up: 5 min
swing:   20 min
\`\`\`

---

A closing line with a hard  
break inside it.
`

export function sampleBook(overrides: Partial<ExportDocument> = {}, chapters = 3): ExportDocument {
  return {
    title: 'Swing Stronger After 40',
    description: 'A practical strength and mobility guide for weekend golfers who want more distance without the aches.',
    productType: 'ebook',
    chapters: Array.from({ length: chapters }, (_, i) => ({ title: `Building Rotation Part ${i + 1}`, content: bookChapter(i + 1) })),
    ...overrides,
  }
}

export function sampleChecklist(overrides: Partial<ExportDocument> = {}): ExportDocument {
  return {
    title: 'Productivity Launch Checklist',
    description: 'Everything to set up before your first focused week: tools, habits and a weekly review.',
    productType: 'checklist',
    chapters: [
      {
        title: 'Set Up Your Workspace',
        content:
          '## Set Up Your Workspace\n\nWork through these before Monday.\n\n- [ ] Clear the desk of everything but today’s work\n- [x] Install a single task manager\n- [ ] Turn off notifications for email and chat\n- [ ] Put your phone in another room during focus blocks\n\n### Tools\n\n- Choose a calendar\n- Choose a notes app\n',
      },
      {
        title: 'Daily Habits',
        content:
          '- [ ] Plan the day the evening before\n- [ ] Two 90-minute focus blocks\n- [ ] Review the inbox twice a day, not more\n- [ ] Stop work at a fixed time\n',
      },
    ],
    ...overrides,
  }
}

export function samplePlanner(overrides: Partial<ExportDocument> = {}): ExportDocument {
  return {
    title: 'Weekly Meal Prep Planner',
    description: 'Plan a week of healthy meals, shop once and prep in two hours on Sunday.',
    productType: 'planner',
    chapters: [
      {
        title: 'Weekly Meal Plan',
        content:
          'Fill in one meal per slot. Keep dinners simple on busy days.\n\n| Day | Breakfast | Lunch | Dinner |\n| --- | --- | --- | --- |\n| Monday | | | |\n| Tuesday | | | |\n| Wednesday | Oats | | |\n',
      },
      {
        title: 'Shopping List',
        content:
          '### Produce\n\n- [ ] Spinach\n- [ ] Tomatoes\n\n### Protein\n\n| Item | Amount | Price |\n| --- | --: | --: |\n| Chicken | 1 kg | |\n',
      },
    ],
    ...overrides,
  }
}
