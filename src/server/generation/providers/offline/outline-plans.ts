import type { ProductType } from '@core/generation.ts'

/**
 * Chapter plans per product type, as slots of alternative titles. `$T` is the topic in Title
 * Case; slots are chosen so that each title's role (see roles.ts) reads back as intended, which
 * is what makes a checklist phase or a guide step get the right kind of content.
 */
type Slot = readonly string[]

const EBOOK: Slot[] = [
  [
    'Introduction: Why $T Matters',
    'Welcome to $T',
    'Introduction: What $T Can Do for You',
    'Introduction: Why It Matters',
    'Introduction: Where to Begin',
  ],
  ['The Foundations of $T', 'Understanding the Basics', 'Core Principles of $T', 'The Fundamentals Explained'],
  ['Setting Clear Goals', 'Defining What Success Looks Like', 'Finding Your Why and Setting Goals'],
  ['Essential Techniques', 'Key Skills and Methods', 'The Core Techniques of $T', 'Strategies That Actually Work'],
  ['Building a Routine That Sticks', 'Creating Daily Habits', 'Putting $T into Practice'],
  ['Measuring Your Progress', 'Tracking Progress and Staying Motivated', 'Reviewing and Adjusting Your Approach'],
  ['Common Mistakes and How to Avoid Them', 'Overcoming Obstacles', 'Troubleshooting Common Problems'],
  ['Conclusion: Your Next Steps', 'Bringing It All Together', 'Conclusion: Making $T Part of Your Life'],
]
// An expert reader gets an advanced chapter instead of goal setting.
const EBOOK_EXPERT_SLOT: Slot = [
  'Advanced Strategies for $T',
  'Beyond the Basics: Advanced Methods',
  'Refining and Optimising Your Approach',
]

const GUIDE: Slot[] = [
  ['Step 1: Define Your Goals', 'Step 1: Decide What You Want from $T', 'Step 1: Set Clear Goals'],
  ['Step 2: Gather What You Need', 'Step 2: Set Up Your Space and Tools', 'Step 2: Get Your Tools Ready'],
  ['Step 3: Learn the Basics', 'Step 3: Master the Fundamentals', 'Step 3: Understand the Basics of $T'],
  ['Step 4: Practise the Core Techniques', 'Step 4: Learn the Key Techniques', 'Step 4: Build Your Skills'],
  ['Step 5: Build Your Routine', 'Step 5: Make It a Daily Habit', 'Step 5: Create a Weekly Routine'],
  ['Step 6: Track Your Progress', 'Step 6: Review and Adjust', 'Step 6: Measure What Matters'],
  ['Step 7: Take It to the Next Level', 'Step 7: Keep Going and Level Up', 'Step 7: Keep It Going for the Long Term'],
]

const CHECKLIST: Slot[] = [
  ['Phase 1: Prepare', 'Phase 1: Get Ready', 'Phase 1: Get Ready for $T'],
  ['Phase 2: Plan', 'Phase 2: Set Your Goals', 'Phase 2: Plan Your $T'],
  ['Phase 3: Set Up', 'Phase 3: Gather What You Need'],
  ['Phase 4: Take Action', 'Phase 4: Do the Work'],
  ['Phase 5: Review and Adjust', 'Phase 5: Check Your Progress'],
  ['Phase 6: Maintain and Improve', 'Phase 6: Keep It Going'],
]

const PLANNER: Slot[] = [
  ['Getting Started: Goals and Setup', 'Set Your Goals', 'Your $T Goals'],
  ['Week 1: Lay the Foundations', 'Week 1: Find Your Starting Point'],
  ['Week 2: Build Momentum', 'Week 2: Build the Habit', 'Daily Pages: One Day at a Time'],
  ['Weeks 3–4: Find Your Rhythm', 'Weeks 3–4: Stay Consistent'],
  ['Monthly Review: Reflect and Adjust', 'Month-End Review'],
  ['Trackers: Habits, Progress and Notes', 'Habit and Progress Trackers'],
]

export function chapterSlots(type: ProductType, expert: boolean, shortChecklist: boolean): Slot[] {
  switch (type) {
    case 'ebook':
      return expert ? [...EBOOK.slice(0, 2), ...EBOOK.slice(3, 6), EBOOK_EXPERT_SLOT, ...EBOOK.slice(6)] : EBOOK
    case 'guide':
      return GUIDE
    case 'checklist':
      // Five phases: drop "Set Up" and renumber the phases after it.
      return shortChecklist
        ? CHECKLIST.filter((_, i) => i !== 2).map((slot, i) => slot.map((t) => t.replace(/^Phase \d+/, `Phase ${i + 1}`)))
        : CHECKLIST
    case 'planner':
      return PLANNER
  }
}

/** Product titles: `$T` topic, `$A` audience (Title Case), `{a|b}` choices, `{@…}` tone variants. */
export const TITLES: Record<ProductType, { whole: readonly string[]; subtitles: readonly string[] }> = {
  ebook: {
    whole: ['The $T Handbook', 'Mastering $T', '$T, Explained', '{@Discovering|Understanding|Mastering|Getting Into} $T'],
    subtitles: [
      'A Practical Handbook',
      '{@A Friendly Companion|A Practical Handbook|Principles and Practice|The No-Fuss Handbook}',
      'Everything You Need to Know',
      'From First Steps to Lasting Results',
    ],
  },
  guide: {
    whole: [
      'The Step-by-Step Guide to $T',
      '$T in Seven Steps',
      '{@Your Friendly Guide to|The Practical Guide to|A Structured Guide to|The Easy Guide to} $T',
    ],
    subtitles: [
      'A Step-by-Step Guide',
      'Seven Steps to Real Results',
      '{@A Friendly Step-by-Step Guide|A Step-by-Step Guide|A Structured Method|The Easy Step-by-Step Guide}',
    ],
  },
  checklist: {
    whole: ['The $T Checklist', 'The Complete $T Checklist', 'The {@Simple|Essential|Expert|Easy} $T Checklist'],
    subtitles: ['The Complete Checklist', 'Every Step, Nothing Missed', 'A Phase-by-Phase Checklist'],
  },
  planner: {
    whole: ['The $T Planner', '{@My|The|The|My} $T Planner', 'The Year-Round $T Planner'],
    subtitles: ['A Year-Round Planner', 'Plan, Track and Review', 'Weekly Plans and Habit Trackers'],
  },
}

/**
 * The book's subtitle (issue 27): short and benefit-led, what the reader gets, in words neither the
 * title (its topic, the `TITLES` tails) nor the description (`PROMISES`, `CONTENTS`) uses.
 */
export const SUBTITLES: Record<ProductType, readonly string[]> = {
  ebook: [
    'Simple Habits That Make Real Progress Stick',
    'Build Real Skill Without the Overwhelm',
    '{@Feel Confident|Get Results|Master the Fundamentals|Feel Sure of Yourself} in Weeks, Not Years',
    'Clear Ideas You Can Put to Work Today',
  ],
  guide: [
    'Reach Your Goal One Clear Step at a Time',
    'Know Exactly What to Do Next, and Why',
    '{@Small Wins That Add Up Fast|Proven Actions That Get Results|A Proven Method That Gets Results|Quick Wins That Add Up}',
  ],
  checklist: ['Stay Organised and Never Miss a Step', 'Get It Done Right the First Time', 'Tick Off Every Task with Confidence'],
  planner: ['Set Goals, Build Habits and See Your Progress', 'Make Every Week Count', 'Plan Less, Do More, Feel in Control'],
}

/** The second sentence of a description: what the product holds. `$n` is the chapter count. */
export const CONTENTS: Record<ProductType, readonly string[]> = {
  ebook: [
    'Across $n chapters it moves from the foundations to practical routines, common pitfalls and your next steps.',
    'In $n chapters it covers why it matters, how it works and how to make it part of everyday life.',
  ],
  guide: [
    '$n clear steps take you from setting goals to building habits that last.',
    'Each of its $n steps ends with concrete actions and key takeaways, so you always know what to do next.',
  ],
  checklist: [
    '$n phases of tick-box items keep every task visible, from preparation to long-term upkeep.',
    'Work through $n phases one item at a time and never lose track of what comes next.',
  ],
  planner: [
    // True of every planner the built-in writer outlines: weekly or daily pages, not both (issue 28).
    'Calendar pages, habit trackers and a monthly review turn good intentions into steady progress.',
    'Goal pages, calendars and trackers help you plan, do and review, month after month.',
  ],
}

export const TYPE_NOUN: Record<ProductType, string> = {
  ebook: 'ebook',
  guide: 'step-by-step guide',
  checklist: 'checklist',
  planner: 'planner',
}
