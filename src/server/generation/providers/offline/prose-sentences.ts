import type { Tone } from '@core/generation.ts'

/**
 * Sentence pools for explanatory paragraphs. A paragraph takes one claim (which names the
 * chapter's subject, so no two chapters share a paragraph), one reason and one piece of advice.
 */
export const CLAIMS: readonly string[] = [
  'At heart, $subject $is about making a few good decisions and repeating them until they feel natural.',
  '{Most|Many} people {underestimate|overlook} how much $subject shape$s everything else in $topic.',
  '$Subject $is less about talent than about {structure|method|consistency}.',
  'The {idea|principle} behind $subject is simple, even if putting it into practice takes patience.',
  'Think of $subject as the {bridge|link} between knowing what to do and actually doing it.',
  'When $subject $is handled well, the rest of $topic {becomes noticeably easier|falls into place more quickly}.',
  'There is no single right way to approach $subject, but there are {reliable|proven} patterns worth borrowing.',
  '$Subject reward$s {attention to detail|small, steady improvements} far more than {bursts of effort|grand gestures}.',
  'What makes $subject {tricky|interesting} is that the obvious approach is rarely the most effective one.',
  'Time spent on $subject early saves {a great deal of|countless hours of} rework later on.',
  'A useful way to see $subject is as a series of small experiments rather than one big decision.',
  '$Subject $is worth the effort because $it turn$s good intentions about $topic into {visible results|something you can measure}.',
  'First attempts at $subject are rarely perfect, and that is {exactly how it should be|part of the process}.',
  'The {quickest|surest} way to understand $subject is to try $them {on a small scale|in a low-stakes setting} first.',
  '{Experienced|Seasoned} people rarely talk about $subject, yet almost all of them {rely on $them|practise $them quietly}.',
  '$Subject $is where {theory meets practice|ideas meet reality} in $topic.',
  '{@Here is the encouraging part|It is worth being precise here|Precision matters here|Here is the thing}: $subject {can be learned|reward$s patience}.',
  'If you remember only one thing about $subject, let it be this: {start small and stay consistent|clarity comes from doing, not from waiting}.',
]

export const REASONS: readonly string[] = [
  'Small, repeatable actions add up faster than occasional heroic efforts.',
  'Clarity reduces the number of decisions you have to make each day, and fewer decisions leave more energy for the work itself.',
  'Progress in $topicShort tends to {compound|build on itself}: each improvement makes the next one a little easier.',
  'Most setbacks come not from a lack of knowledge but from a plan that does not fit real life.',
  'When you understand why something works, you can adapt it instead of following it blindly.',
  'A clear structure turns a vague intention into something you can start today.',
  'Feedback, even rough feedback, is what turns practice into improvement.',
  'Motivation comes and goes; systems keep working on the days it does not show up.',
  'The early stages set habits that are hard to change later, for better or worse.',
  'Attention is limited, so spending it on the few things that matter most pays off.',
  'Seeing results, however small, is the most reliable fuel for keeping going.',
  'Without a way to measure it, progress is easy to overlook and just as easy to abandon.',
  'Simple approaches survive busy weeks; complicated ones rarely do.',
  'Every expert in $topicShort was once a beginner who simply kept going.',
  '{@Confidence|Competence|Skill|Confidence} grows from evidence, and evidence comes from {practice|doing the work}.',
  'The gap between knowing and doing is where most of the real learning happens.',
]

export const ADVICE_SENTENCES: readonly string[] = [
  'Start by {choosing|picking} one small part of $subject and giving it {ten|fifteen} focused minutes.',
  'Write down what you try and what happens, even if it is only a few words.',
  'If something feels too hard, make it smaller rather than giving up on it.',
  'Give each new approach at least two weeks before you judge it.',
  'Ask yourself what the simplest version would look like, and begin there.',
  'Keep your notes {somewhere you will see them|close at hand}, because they will guide your next decision.',
  'Treat mistakes as information: each one tells you what to adjust next.',
  'Set a {modest|realistic} target for the week and let yourself exceed it, rather than the other way round.',
  'Review what worked at the end of each week and keep only what earns its place.',
  'When in doubt, return to the basics; they usually hold the answer.',
  'Focus on doing it {regularly|consistently} before you worry about doing it perfectly.',
  'Share what you are doing with someone you trust and ask for honest feedback.',
  'Decide in advance what you will do when things do not go to plan.',
  'Pick the one change that would make the biggest difference, and do that first.',
  'Block a fixed time in your calendar for it, the same way you would for a meeting.',
  'Notice what makes a session feel easy, and arrange more of your sessions that way.',
]

/** The tone's own voice: one of these closes some paragraphs. */
export const ASIDES: Record<Tone, readonly string[]> = {
  friendly: [
    "You've got this.",
    'Be kind to yourself along the way: progress is rarely a straight line.',
    'Every step counts, even the small ones.',
    'Take a moment to notice how far you have already come.',
    'It is completely normal to feel unsure at this stage.',
    'Remember, you are doing this for you, at your own pace.',
    'Enjoy the process, because that is where most of the rewards are.',
    'Small wins deserve a little celebration too.',
  ],
  professional: [
    'The same principle applies whatever your starting point.',
    'This approach keeps effort proportional to results.',
    'Clear priorities make the next decision straightforward.',
    'Documenting the process makes it repeatable.',
    'Consistency, rather than intensity, is what produces reliable results.',
    'A brief review at regular intervals keeps the work aligned with the goal.',
    'This is where structure pays for itself.',
    'Measured, incremental change is easier to sustain.',
  ],
  expert: [
    'In practice, treat this as a feedback loop: measure, adjust, repeat.',
    'The binding constraint is rarely knowledge; it is execution under real-world conditions.',
    'Expect diminishing returns beyond a certain point, and reallocate effort accordingly.',
    'Leading indicators matter more here than lagging outcomes.',
    'Change one variable at a time, or you will not know what caused the result.',
    'Make the trade-off between volume and quality explicit rather than accidental.',
    'Establish a baseline first; optimisation without one is guesswork.',
    'Variance is normal, so judge trends over several data points rather than single sessions.',
  ],
  casual: [
    'Honestly, that is half the battle.',
    'No need to overthink it.',
    'Keep it simple and keep it going.',
    'Nobody gets this perfect, so do not sweat it.',
    'Trust me, future you will be grateful.',
    'It is not rocket science; it just takes a bit of practice.',
    'Easy does it.',
    'That is really all there is to it.',
  ],
}
