import type { Role } from './roles.ts'

/** How a chapter with a given role opens: one or two sentences that set its purpose. */
export const ROLE_OPENERS: Record<Role, readonly string[]> = {
  intro: [
    'Every worthwhile project starts with a simple question: why this, and why now? For $topic, the answers are more {compelling|encouraging} than most people expect.',
    '{Welcome.|Welcome aboard.} Making progress with $topic is far more approachable than it looks from the outside, and a clear path makes all the difference.',
    'If you are reading this, you are probably curious about $topic and perhaps a little unsure where to begin. That is exactly the right place to start.',
  ],
  foundations: [
    'Before the techniques and routines come a few ideas that everything else rests on.',
    'Strong results in $topic rarely come from clever tricks. They come from a handful of fundamentals, understood well and applied {consistently|patiently}.',
    'It is tempting to skip ahead to the practical parts. Resist that for a moment: the foundations make every later step easier.',
  ],
  goals: [
    'A clear goal changes how every hour you spend on $topic feels.',
    'Without direction, even hard work drifts. This part is about choosing where you are going.',
    'Goals are not about pressure; they are about making decisions easier.',
  ],
  tools: [
    'The right setup will not do the work for you, but the wrong one can quietly make everything harder.',
    'You need less than you think to get started with $topic, but what you do need deserves to be chosen with care.',
    'Preparation is unglamorous, and it is also where many successful efforts are quietly won.',
  ],
  technique: [
    'This is where understanding turns into skill.',
    'Knowing what to do and knowing how to do it well are two different things, and this part is about the second.',
    'Technique is simply the accumulated answer to one question: what works, reliably, again and again?',
  ],
  routine: [
    'Good intentions fade; routines remain.',
    'The difference between dabbling in $topicShort and making real progress usually comes down to rhythm.',
    'What you do occasionally matters far less than what you do every week.',
  ],
  progress: [
    'What gets noticed gets improved.',
    'Progress in $topic is often slower than you hope and faster than you notice.',
    'Measuring progress is not about judging yourself; it is about learning what works.',
  ],
  pitfalls: [
    'Almost everyone who takes up $topic runs into the same few problems.',
    'Mistakes are inevitable. Repeating the common ones is optional.',
    'Some obstacles are part of the terrain; others are traps that a little foresight can avoid.',
  ],
  advanced: [
    'Once the basics are second nature, a new set of questions opens up.',
    'There comes a point when doing more of the same stops producing more results.',
    'Mastery is not a destination but a habit of continued, deliberate improvement.',
  ],
  conclusion: [
    'You have covered a lot of ground.',
    'Every ending in a $work like this is really a beginning.',
    'It is worth pausing to see how all the pieces fit together.',
  ],
}

/** A substantial paragraph per role: the core argument of the chapter's first section. */
export const ROLE_PARAGRAPHS: Record<Role, readonly string[]> = {
  intro: [
    'People who approach $topicShort with curiosity rather than pressure tend to go furthest. You do not need special talent or a large budget; you need a clear picture of where you are going and a willingness to take small, regular steps. {The chapters ahead are|What follows is} designed to give you {exactly that|both}, one manageable piece at a time.',
    'Most people who give up on $topicShort do so not because it is too hard, but because nobody showed them a sensible order in which to learn it. This $work fixes that. Each part builds on the last, so by the end you will have both the understanding and the habits that make progress feel natural.',
  ],
  foundations: [
    'A foundation is whatever you can rely on when things get complicated. In $topicShort, that means a small set of principles you understand well enough to explain in your own words. Once these are in place, new advice becomes easy to judge: it either fits the principles or it does not.',
    'Fundamentals are often dismissed as the boring part, yet they are what separate steady progress from endless restarts. {Experts|Seasoned practitioners} return to them constantly, not because they have forgotten them, but because the basics keep revealing new depth as skill grows.',
  ],
  goals: [
    'A good goal for $topicShort is specific enough to act on and flexible enough to survive real life. "Get better" is a wish; "complete three focused sessions a week for the next six weeks" is a plan. The difference is that the second one tells you what to do on Tuesday evening.',
    'Setting goals is as much about subtraction as addition. Every yes to $topicShort is a no to something else, so it helps to decide consciously what you will give less time to. That clarity removes much of the guilt and second-guessing that derail people later.',
  ],
  tools: [
    'When it comes to tools and resources for $topicShort, less is usually more. A small, well-chosen setup that you actually use beats an impressive collection gathering dust. Start with what you have, notice where it genuinely limits you, and only then consider an upgrade.',
    'Your environment shapes your behaviour more than willpower does. If everything you need for $topicShort is ready and visible, starting becomes the easy option. If it is buried in a cupboard, every session begins with a small battle you do not need to fight.',
  ],
  technique: [
    'Good technique in $topicShort is rarely about doing more; it is about doing the right things with {care|precision}. Each skill has a few elements that matter most, and learning to notice them is what turns effort into results. Slow, attentive practice builds those elements faster than rushing through repetitions.',
    'Every technique starts clumsy. The first attempts feel awkward, the second set slightly less so, and at some point the movement or method becomes automatic. Knowing that this curve is normal makes it much easier to stay with a new skill long enough for it to click.',
  ],
  routine: [
    'A routine is a decision made once instead of every day. When $topicShort has a fixed place in your week, you no longer have to find the motivation to begin; you simply follow the plan. That is why a modest routine you keep beats an ambitious one you abandon.',
    'The best routines are designed for your worst weeks, not your best ones. If the plan still works when you are tired, busy or distracted, it will carry you through the stretches where most people stop. Build in a minimum version and let the good days take care of themselves.',
  ],
  progress: [
    'Progress is easy to miss when you are in the middle of it. Day to day, little seems to change, yet a month of honest notes often shows a clear upward line. Tracking is what makes that line visible, and seeing it is one of the most reliable sources of motivation there is.',
    'Measuring the right things matters more than measuring many things. Effort metrics such as hours spent are useful, but outcome signals tell you whether the effort is working. A good review looks at both and asks one question: what should change next week?',
  ],
  pitfalls: [
    'The most common mistakes in $topicShort are not dramatic. They are quiet habits: starting too big, skipping the basics, changing direction before anything has had time to work. Each one is easy to fall into and, once you can name it, just as easy to avoid.',
    'Setbacks are part of the process, not proof that you are doing it wrong. What matters is how quickly you notice them and how calmly you respond. A short pause to ask what happened, followed by one small adjustment, is usually all it takes to get back on track.',
  ],
  advanced: [
    'At a more advanced level, progress in $topicShort comes from refinement rather than volume. You already know what to do; the question becomes how to do it a little better, a little more efficiently, or in a way that suits you more precisely. Small, deliberate experiments are the tool for this stage.',
    'Growth beyond the basics often means choosing a direction. There is a lot to $topicShort, and trying to advance on every front at once spreads effort too thin. Picking one area to deepen, while maintaining the rest, produces the kind of progress that feels like a genuine step up.',
  ],
  conclusion: [
    'Looking back, the journey through $topicShort follows a clear arc: understanding why it matters, learning the foundations, building skills and routines, measuring progress and avoiding the usual traps. None of these steps is complicated on its own. Together, they form a practice you can keep for years.',
    'The ideas in these pages only become valuable when they turn into action. The good news is that you do not need to apply everything at once. Choose the one change that would make the biggest difference right now, start there, and let the rest follow in its own time.',
  ],
}

/** First `###` heading of a chapter, by role. */
export const ROLE_HEADINGS: Record<Role, readonly string[]> = {
  intro: ['Why $TopicTitle Matters', 'What You Can Expect', 'Starting From Where You Are'],
  foundations: ['The Core Principles', 'Building on Solid Ground', 'What Everything Else Rests On'],
  goals: ['Choosing the Right Goal', 'From Wish to Plan', 'Deciding What Matters Most'],
  tools: ['What You Really Need', 'Setting Up for Success', 'Choosing Your Resources'],
  technique: ['The Essential Techniques', 'Learning the Method', 'Getting the Details Right'],
  routine: ['Designing a Routine That Lasts', 'Finding Your Rhythm', 'Making It Automatic'],
  progress: ['What to Measure', 'Seeing Your Progress', 'The Weekly Review'],
  pitfalls: ['The Usual Traps', 'Where Things Go Wrong', 'Recognising the Warning Signs'],
  advanced: ['Beyond the Basics', 'Refining Your Approach', 'The Next Level'],
  conclusion: ['Looking Back', 'How the Pieces Fit Together', 'What You Have Built'],
}
