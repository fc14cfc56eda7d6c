import type { Role } from './roles.ts'

/**
 * A plan per chapter role, in the outline's plan format ("Scope. Key points: a; b; c."), so the
 * creator sees and can edit what each chapter will cover. `$t` is the topic in running text,
 * `$p` the product noun. The chapter writer reads roles from titles, so these describe what it
 * writes for each role rather than steering it.
 */
export const ROLE_PLANS: Record<Role, readonly string[]> = {
  intro: [
    'Why $t is worth your time and how this $p is laid out. Key points: what $t can change for you; who it is for; how to use the chapters that follow.',
    'A first look at $t and what you will be able to do by the end of this $p. Key points: the promise; what it takes; where to begin.',
  ],
  foundations: [
    'The core ideas of $t that every later chapter builds on, before any routine or technique. Key points: the key terms; how it works; the principles to keep in mind.',
  ],
  goals: [
    'Clear goals for $t that you can measure, in place of a vague wish. Key points: your reason for starting; one specific goal; a realistic timeline.',
  ],
  tools: [
    'What you need for $t and how to set it up without buying more than you need. Key points: the essentials; a simple setup; what can wait.',
  ],
  technique: [
    'The methods that do most of the work in $t, explained one at a time. Key points: the main techniques; how to practise them; signs you are doing it right.',
  ],
  routine: [
    'A rhythm for $t that you can keep, day by day and week by week. Key points: a simple daily or weekly plan; habits that make it stick; fitting it around a busy life.',
  ],
  progress: [
    'Seeing how you are doing with $t and adjusting course. Key points: what to track; a regular review; when and how to change the plan.',
  ],
  pitfalls: [
    'The mistakes people most often make with $t and how to avoid or fix them. Key points: the common traps; early warning signs; simple fixes.',
  ],
  advanced: [
    'Going further with $t once the basics are in place. Key points: refinements that pay off; raising the challenge; keeping it fresh.',
  ],
  conclusion: [
    'Bringing the $p together into a plan for what comes next with $t. Key points: a recap of the essentials; your first next step; keeping it going.',
  ],
}
