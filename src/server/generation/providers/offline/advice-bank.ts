import type { Role } from './roles.ts'

/**
 * Practical advice per chapter role, as [lead, detail]. One bank feeds every product type: a
 * guide turns an item into a numbered step, an ebook into a bullet, a checklist into a `- [ ]`
 * item, a planner into a task, so the four formats agree with each other.
 */
export type Advice = readonly [lead: string, detail: string]

export const ADVICE: Record<Role, readonly Advice[]> = {
  intro: [
    ['Write down why $topic matters to you', 'One honest sentence is enough. It becomes your anchor on the days when motivation dips.'],
    [
      'Take stock of where you are today',
      'Note what you already know about $topicShort, what you have tried before and what got in the way.',
    ],
    [
      'Pick a realistic time budget',
      'Decide how many minutes a week you can genuinely give, then plan around that number rather than an ideal one.',
    ],
    ['Name the result you want in ninety days', 'Make it concrete enough that you could tell a friend whether you reached it.'],
    ['Skim the whole plan before you start', 'Knowing where the journey ends makes each part easier to place.'],
    ['Let go of the need to be perfect', 'Early attempts are meant to be rough; they exist to teach you, not to impress anyone.'],
    ['Find one person to share the journey with', 'A friend, a colleague or an online group makes it far more likely that you keep going.'],
    ['Keep one notebook for $topic', 'Paper or digital does not matter. What matters is one place for ideas, questions and progress.'],
  ],
  foundations: [
    [
      'Learn the handful of terms that keep coming up',
      'Most confusion about $topicShort comes from vocabulary, and a short glossary of your own clears much of it away.',
    ],
    [
      'Separate the principles from the tactics',
      'Tactics change with fashion; principles explain why the tactics work, so learn those first.',
    ],
    [
      'Understand the basic sequence',
      'Almost everything in $topicShort follows an order, and knowing what comes first saves you from fixing things twice.',
    ],
    ['Study one good example closely', 'Pick someone who does this well and work out, step by step, what they do differently.'],
    ['Check your assumptions', 'Write down three things you believe about $topicShort and test whether each one actually holds.'],
    ['Start with the simplest version', 'Master the plain, basic form before adding variations or shortcuts.'],
    ['Learn what good work looks like', 'Define the signs of quality in $topicShort so you can judge your own efforts honestly.'],
    ['Ask why before you ask how', 'When a piece of advice does not make sense, find the reason behind it before adopting it.'],
  ],
  goals: [
    ['Define one primary goal', 'Make it specific, measurable and tied to a date. A single clear goal beats five vague ones.'],
    ['Break the goal into milestones', 'Three to five milestones turn a distant result into steps you can see and celebrate.'],
    [
      'Decide what success looks like for you',
      'The right target for $audience depends on circumstances, so borrow structure from others but not their numbers.',
    ],
    ['Write down what you will not do', 'Choosing what to leave out is as important as choosing what to pursue.'],
    ['Set a weekly minimum', 'A small, non-negotiable commitment keeps you moving during busy weeks.'],
    ['Put the first session in your calendar', 'A goal without a time and a place stays a wish.'],
    [
      'Identify your biggest {@constraint|constraint|binding constraint|obstacle}',
      'Time, money, energy or knowledge: name the one that limits you most and plan around it.',
    ],
    ['Choose a review date', 'Decide now when you will look back and adjust, so the plan stays alive.'],
    ['Share your goal with someone you trust', 'Saying it out loud adds gentle accountability.'],
  ],
  tools: [
    ['List what you already have', 'Before buying anything for $topicShort, check what you can use, repurpose or borrow.'],
    ['Choose the minimum kit', 'Start with the few essentials that cover most needs and upgrade only when a real limit appears.'],
    ['Prepare a dedicated space', 'Even a small, tidy corner set aside for $topicShort lowers the effort it takes to begin.'],
    ['Set a budget before you shop', 'Deciding the number first protects you from impulse purchases and shiny extras.'],
    ['Bookmark two or three trusted sources', 'A short list of reliable references beats endless searching.'],
    ['Set up a simple tracking method', 'A notebook, a spreadsheet or an app will do; choose one and use it consistently.'],
    ['Remove friction from getting started', 'Keep what you need within reach, so starting takes seconds rather than minutes.'],
    ['Test everything once before you rely on it', 'A quick trial run reveals missing pieces while there is still time to fix them.'],
  ],
  technique: [
    ['Practise one technique at a time', 'Focus produces faster progress than trying to improve everything at once.'],
    ['Slow down to learn, then speed up', 'Careful, deliberate repetitions build the accuracy that speed depends on.'],
    ['Use three cues for each session', 'A short list of reminders keeps your attention on what matters most.'],
    ['Get feedback early', 'Ask someone more experienced to look at your work, or compare it honestly with a good example.'],
    ['Record what you do', 'Notes, photos or short videos show you details you cannot see in the moment.'],
    ['Repeat the basics more than feels necessary', 'Fluency in the fundamentals is what makes advanced work possible.'],
    ['Adapt the method to your situation', 'Adjust for your time, level and resources instead of copying someone else exactly.'],
    ['End each session with a quick review', 'Write down one thing that worked and one thing to try next time.'],
  ],
  routine: [
    ['Anchor $topic to an existing habit', 'Attach the new routine to something you already do every day, such as your morning coffee.'],
    ['Keep sessions short at first', 'Ten to twenty focused minutes is far easier to repeat than an ambitious hour.'],
    ['Plan the week in one sitting', 'A short planning slot each week removes a dozen small daily decisions.'],
    ['Prepare the night before', 'Lay out what you need so the next session starts without friction.'],
    ['Protect your most important session', 'Treat it like an appointment you would not cancel.'],
    ['Keep a two-minute fallback', 'On hard days, do a tiny version instead of skipping entirely.'],
    ['Batch similar tasks together', 'Grouping related work saves setup time and keeps your focus steady.'],
    ['Celebrate streaks and forgive gaps', 'Missing one day is normal; the aim is simply never to miss two in a row.'],
  ],
  progress: [
    [
      'Choose two or three {@measures|measures|leading indicators|simple numbers} to watch',
      'Pick signals that reflect real progress in $topicShort, not just effort.',
    ],
    ['Log results right after each session', 'Fresh notes are more accurate and take less time to write.'],
    ['Hold a short weekly review', 'Fifteen minutes at the end of each week is enough to spot trends.'],
    ['Compare with your own starting point', 'Measure against where you began, not against other people.'],
    ['Look for patterns', 'Notice which days, times and conditions lead to your best results.'],
    ['Adjust one thing at a time', 'Single changes make it clear what actually made the difference.'],
    ['Mark each milestone you reach', 'Recognising progress keeps motivation up through the slower stretches.'],
    ['Keep a list of wins', 'Small victories are easy to forget, and writing them down makes them count.'],
  ],
  pitfalls: [
    ['Do not try to do everything at once', 'Overloading the start is the most common reason people give up on $topicShort.'],
    ['Watch out for comparison traps', "Other people's highlights are not your baseline."],
    ['Resist skipping the basics', 'Shortcuts taken early usually have to be undone later, at greater cost.'],
    ['Do not wait for perfect conditions', 'Good enough today beats ideal someday.'],
    ['Stop collecting information instead of acting', 'Reading about $topicShort feels productive, but only practice changes results.'],
    ['Take warning signs seriously', 'Fatigue, frustration or stalled progress are signals to adjust, not to push harder.'],
    ['Avoid changing plans too often', 'Give an approach a fair trial, usually two to four weeks, before you judge it.'],
    ['Ask for help when you are stuck', 'A question to a community or a mentor can save weeks of trial and error.'],
  ],
  advanced: [
    ['Raise the challenge gradually', 'Increase difficulty in small steps so that progress continues without setbacks.'],
    ['Go deeper in the area you enjoy most', 'Depth in one part of $topicShort often brings the biggest rewards.'],
    ['Teach what you have learned', 'Explaining $topicShort to someone else reveals gaps and locks in understanding.'],
    ['Build systems instead of one-off efforts', 'Templates, checklists and routines let you do more with less energy.'],
    ['Study the experts critically', 'Look at how the best people work, and ask which of their methods fit your context.'],
    [
      'Run small, deliberate experiments',
      'Time-box each experiment, decide in advance how to judge it, and keep only what proves its worth.',
    ],
    ['Review the whole quarter, not just the week', 'Longer reviews show a direction of travel that weekly notes can miss.'],
    ['Plan for maintenance', 'Decide the minimum that keeps your results from slipping during busy seasons.'],
  ],
  conclusion: [
    ['Revisit the goal you set at the start', 'Check how far you have come and decide what the next milestone should be.'],
    ['Choose your next focus', 'Pick one area of $topicShort to develop over the coming month.'],
    ['Keep the routines that worked', 'Carry forward what proved useful and drop what did not.'],
    ['Schedule your next review', 'A date in the calendar keeps the momentum going after the last page.'],
    ['Share what you have achieved', 'Telling someone about your progress makes it real and may inspire them too.'],
    ['Write a note to your future self', 'Record what you know now that you wish you had known at the start.'],
    ['Keep learning in small doses', 'A few minutes a week of fresh input keeps your practice from going stale.'],
    ['Celebrate how far you have come', 'Finishing is an achievement, so mark it before moving on.'],
  ],
}
