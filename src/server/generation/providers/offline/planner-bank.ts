/** Phrases for planner pages: tasks come from the advice bank, the rest from here. */

export const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
export const SHORT_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const
export const FOCUS = ['Plan', 'Learn', 'Practise', 'Apply', 'Refine', 'Stretch', 'Review'] as const
export const CHECK = '☐'

export const HABITS: readonly string[] = [
  '{10|15|20} minutes on $topic',
  "Log today's session",
  "Prepare tomorrow's session the night before",
  'Read or watch something about $topic for 5 minutes',
  'Note one small win',
  'Move for at least 10 minutes',
  'Get to bed on time',
  'Review my goal for $topic',
  'No-screens wind-down',
  'Drink enough water',
]

export const WEEK_INTROS: readonly string[] = [
  'This {week|stretch} is about $subject. Fill in the plan on {Sunday evening|Monday morning}, then tick off each day as you go.',
  'The focus now is $subject. Keep each session short and aim for steady progress rather than a perfect week.',
  'Use these pages to plan, do and review. The theme for this period is $subject.',
]

export const REFLECTIONS: readonly string[] = [
  'What went well with $topic this week?',
  'What got in the way, and what will you change next week?',
  '{@What made you smile this week?|Which task delivered the most value?|Which change had the largest effect on your results?|What felt easiest this week?}',
  'Which day or time worked best for you?',
  'What is one thing you learned about $subject?',
  '{@What are you proud of?|Which commitment did you keep?|Where did your process break down, and why?|What would you happily skip next week?}',
  'On a scale of 1 to 5, how consistent were you?',
  'What is the single most important task for next week?',
]

export const DAY_PROMPTS: readonly string[] = [
  'What one thing would make today a success?',
  'What did I learn about $topic today?',
  'What will I do first tomorrow?',
  '{@What am I grateful for today?|What did I complete today?|What would I measure differently tomorrow?|What went better than expected?}',
]

export const SETUP_TIPS: readonly string[] = [
  'Fill in your goals on this page before you start the weekly sections.',
  'Plan each week in one short sitting, ideally at the same time every week.',
  'Tick the boxes as you go: seeing the ticks add up is part of the motivation.',
  'Use the monthly review to adjust the plan instead of starting over.',
  'Keep the planner where you will see it every day.',
  'Write in pencil if you like: the plan is meant to change as you learn.',
]

export const AREAS: readonly string[] = ['Consistency', 'Skills', 'Energy', 'Results', 'Enjoyment', 'Time management', 'Knowledge']

export const START_PROMPTS: readonly string[] = [
  'Why does $topic matter to me right now?',
  'What has stopped me before, and how will this time be different?',
  'How much time can I realistically give each week?',
  'Who can support me or keep me accountable?',
  'What will success look like in four weeks?',
]

export const REVIEW_PROMPTS: readonly string[] = [
  'My biggest win this month:',
  'The most useful lesson about $topic:',
  'One habit to keep:',
  'One habit to drop or change:',
  '{@Something I am grateful for:|A decision I would repeat:|A hypothesis to test next month:|Something fun I want to try:}',
]

export const NOTE_PROMPTS: readonly string[] = [
  'Ideas to try later:',
  'Questions to look up:',
  'Resources worth revisiting:',
  'Patterns I have noticed:',
]
