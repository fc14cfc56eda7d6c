/** Longer passages: worked examples, audience notes, headings and chapter endings. */

export const EXAMPLES: readonly string[] = [
  'Imagine $name, who wants to get better at $topic but only has a few spare hours a week. Instead of waiting for a free weekend, $name {sets aside|blocks out} twenty minutes on three evenings and spends them on $subject alone. After a month the difference is {obvious|easy to see}, not because any single session was remarkable, but because none of them were skipped.',
  'Consider two people who set out to tackle $topic at the same time. The first reads everything available and waits until they feel ready. The second tries a rough version of $subject in the first week, notices what goes wrong and adjusts. Three months later the second person is {far|clearly} ahead, and the reason is not talent but feedback.',
  '$Name began with enthusiasm and a plan that filled every evening. By the third week, the plan had collapsed. The second attempt was smaller: one focused session on $subject a week, a few written notes afterwards and a short Sunday review. That version lasted, and it is the version worth copying.',
  'A familiar scene: someone new to $topic asks where to start and receives twenty different answers. The useful move is to pick the answer that is easiest to try this week, test it against a clear goal, and keep or discard it based on what happens. $Subject become$s far less confusing once it is approached this way.',
  'When $name first tried $subject, the results were {disappointing|mixed}. Rather than abandoning the idea, $name kept a short log of what was tried, how it went and what to change. Patterns appeared within a few weeks, and the log became the most valuable tool $name owned.',
  'Here is a simple test. Take one part of $subject and explain it in three sentences, as if to a friend who knows nothing about $topic. Wherever you stumble is exactly where your understanding needs work, and that is where your next session should go.',
  'Many $audience describe the same turning point: the moment $topic stopped being a project and became part of the week. It rarely arrives through willpower. It arrives when $subject $is made easy enough to do on a bad day.',
]

export const AUDIENCE_NOTES: readonly string[] = [
  'For $audience, the challenge with $subject is rarely {motivation|interest}; it is fitting $topic around everything else. That is why the approach here favours short sessions that survive busy weeks. If your circumstances differ, adapt the timings but keep the structure.',
  'If you are one of $audience, you may already have tried {a few|several} approaches to $topic that did not stick. That is useful information, not a failure. Look at what got in the way last time and design around it this time.',
  '$Audience often bring valuable experience from other parts of life: patience, organisation, a knack for spotting what matters. Put those strengths to work here, because $subject $is easier when you build on what you already do well.',
  'Everything here about $subject is written with $audience in mind, so the advice assumes limited time and no special equipment or background. Where a step needs more, it says so plainly.',
  'Different readers move through $subject at different speeds, and that is fine. What matters for $audience is steady progress that fits real life, not a race.',
  'The best approach to $subject for $audience balances ambition with realism: stretch enough to make progress, but not so far that the plan breaks in the first busy week.',
]

export const GENERIC_HEADINGS: readonly string[] = [
  'What This Looks Like in Practice',
  'Why It Works',
  'Making It Your Own',
  'A Simple Example',
  'Questions Worth Asking',
  'Common Misunderstandings',
  'Putting It to Work',
  'The Details That Matter',
  'A Realistic Approach',
  'Starting Small',
  'Learning From Experience',
  'Keeping It Sustainable',
  'When Things Get Difficult',
  'A Closer Look',
]

export const CLOSING_HEADINGS: readonly string[] = ['Looking Ahead', 'Bringing It Together', 'Before You Move On', 'In Summary']
export const FINAL_HEADINGS: readonly string[] = ['Where to Go From Here', 'Final Thoughts', 'Your Next Chapter']

/** The end of a chapter that has a successor; `$next` is the next chapter's title. */
export const TRANSITIONS: readonly string[] = [
  'With $subject in place, you are ready for the next step. The next chapter, *$next*, shows how it builds on everything covered here.',
  'Take a moment to note the one idea from this chapter you want to act on first. Then read on: *$next* picks up exactly where this leaves off.',
  'The ideas in this chapter will keep coming back. Next, we turn to $nextSubject, where they start to produce {visible|tangible} results.',
  'Before moving on, {try|test} one suggestion from this chapter for a few days. You will get far more out of *$next* with a little hands-on experience behind you.',
]

/** The end of the last chapter; `$first` is what the first chapter was about. */
export const FINALS: readonly string[] = [
  'You started with *$first* and have worked through every part of $topic since. The next step belongs to you: pick one idea from these pages and put it into practice this week.',
  'From *$first* to this final chapter, the message has been the same: small, consistent steps win. Keep this $work close, come back to it when you need a reminder, and enjoy the progress ahead.',
  'This is the end of *$title*, but not of your work with $topic. Revisit the chapters whenever you hit a new stage; they will read differently with more experience behind you.',
]

/** Persona names for worked examples: short, common and varied. */
export const NAMES: readonly string[] = [
  'Sam',
  'Alex',
  'Maya',
  'Jordan',
  'Priya',
  'Tom',
  'Lena',
  'Chris',
  'Amara',
  'Daniel',
  'Sofia',
  'Ravi',
]
