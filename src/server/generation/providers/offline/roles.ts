/**
 * What a chapter is for. The outline can be edited before drafting, so a chapter's role is read
 * from its title (and position), not from the plan that produced it.
 */
export const ROLES = [
  'intro',
  'foundations',
  'goals',
  'tools',
  'technique',
  'routine',
  'progress',
  'pitfalls',
  'advanced',
  'conclusion',
] as const
export type Role = (typeof ROLES)[number]

// Checked in order: the first match wins ("Common Mistakes When Building a Routine" is about pitfalls).
const KEYWORDS: [Role, RegExp][] = [
  [
    'conclusion',
    /\b(conclusion|next steps|final|wrap|bringing it|road ahead|moving forward|keep going|keep it going|putting it all together|what's next|closing|sustain)/,
  ],
  ['intro', /\b(introduc|welcome|why .* matters?|start here|overview|how to use this|get ready|getting ready)|prepare$/],
  ['pitfalls', /\b(mistake|pitfall|avoid|obstacle|troubleshoot|problem|challenge|setback|myth|trap)/],
  ['progress', /\b(progress|track|measur|review|result|metric|reflect|evaluat|adjust|check-?in|retro)/],
  ['goals', /\b(goal|vision|defin|decide|objective|priorit|prepare|intention|clarify|plan\b|planning|why you)/],
  ['tools', /\b(tool|gear|equipment|resource|gather|what you need|set ?up|space|environment|budget|kit|supplies|materials)/],
  ['advanced', /\b(advanced|level up|scale|grow|beyond|next level|maintain|expert|deeper|refin|optimi[sz])/],
  ['technique', /\b(techniqu|skill|method|drill|exercise|recipe|tactic)/],
  ['foundations', /\b(foundation|basic|fundamental|principle|understand|mindset|key concepts?|core concepts?|science)/],
  ['routine', /\b(routine|habit|daily|practi[cs]e|schedule|consisten|execute|action|do the work|launch|week|rhythm|momentum|first)/],
  ['technique', /\b(strateg|core|approach|system|framework|learn|how to|essential)/],
]

const MIDDLE: Role[] = ['foundations', 'technique', 'routine', 'progress', 'advanced', 'tools', 'goals']

export function detectRole(title: string, index: number, count: number): Role {
  const t = title.toLowerCase()
  for (const [role, re] of KEYWORDS) if (re.test(t)) return role
  // A chapter rewritten on its own (count 1) is not an introduction just because it comes first.
  if (index === 0 && count > 1) return 'intro'
  if (index === count - 1 && count > 2) return 'conclusion'
  return MIDDLE[(index - 1) % MIDDLE.length] ?? 'technique'
}
