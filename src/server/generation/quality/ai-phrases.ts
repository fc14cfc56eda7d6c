/**
 * The overused phrases the quality pass counts (issue 14 item 5): the words and set pieces that
 * make a text read as machine-written. Kept in this one file so the list is easy to review and
 * extend. Each entry is matched as whole words, case-insensitively, with either apostrophe and any
 * spacing; `pattern` (a regex source) covers inflections where the bare phrase would miss them.
 * `plain` is what the built-in writer puts instead, and a hint the revision prompt passes on
 * ('' = drop it: the sentence reads the same without).
 */
export interface AiPhrase {
  phrase: string
  pattern?: string
  plain: string
}

export const AI_PHRASES: readonly AiPhrase[] = [
  { phrase: 'delve', pattern: 'delv(?:e|es|ed|ing)(?: (?:deep|deeper))?(?: into)?', plain: 'look at' },
  { phrase: 'tapestry', pattern: '(?:rich |vibrant |intricate )?tapestr(?:y|ies)', plain: 'mix' },
  {
    phrase: "in today's fast-paced world",
    pattern: "in today[’']s (?:fast[- ]paced|digital|modern|ever[- ]changing) (?:world|age|landscape)",
    plain: 'today',
  },
  { phrase: "it's important to note", pattern: "it[’']?s (?:important|worth|crucial) (?:to note|noting|to remember)(?: that)?", plain: '' },
  { phrase: 'in conclusion', plain: '' },
  {
    phrase: 'navigate the complexities',
    pattern: 'navigat(?:e|es|ed|ing) the (?:complexities|intricacies|challenges) of',
    plain: 'handle',
  },
  {
    phrase: 'unlock',
    pattern: 'unlock(?:s|ed|ing)? (?:the|your|its|their) (?:full )?(?:potential|power|secrets?)',
    plain: 'make the most of',
  },
  { phrase: 'game-changer', pattern: 'game[- ]chang(?:er|ers|ing)', plain: 'big change' },
  { phrase: 'embark on a journey', pattern: 'embark(?:s|ed|ing)? (?:on|upon) (?:a|this|your|the) (?:\\w+ )?journey', plain: 'start' },
  { phrase: 'testament to', pattern: '(?:a )?testament to', plain: 'proof of' },
  { phrase: 'realm', pattern: '(?:the )?realms? of', plain: 'world of' },
  {
    phrase: 'elevate',
    pattern:
      'elevat(?:e|es|ed|ing) (?:your|the|their|our) (?:game|brand|business|experience|skills?|craft|cooking|baking|life|career|content|style|work|look|finances|money|savings|budget|productivity|health|home)',
    plain: 'improve your',
  },
  { phrase: 'seamless', pattern: 'seamless(?:ly)?', plain: 'smooth' },
  { phrase: 'furthermore', plain: 'also' },
  { phrase: 'moreover', plain: 'also' },
  { phrase: 'additionally', plain: 'also' },
  { phrase: 'ever-evolving', pattern: 'ever[- ](?:evolving|changing)', plain: 'changing' },
  { phrase: 'landscape', pattern: '(?:the )?(?:digital|ever[- ]changing|modern|business|evolving) landscape', plain: 'field' },
  { phrase: 'harness the power', pattern: 'harness(?:es|ed|ing)? the (?:power|potential) of', plain: 'use' },
  { phrase: 'in the world of', plain: 'in' },
  { phrase: 'when it comes to', plain: 'for' },
  { phrase: 'at the end of the day', plain: 'in the end' },
  { phrase: "let's dive in", pattern: "let[’']s dive (?:in|into|deeper)", plain: '' },
  { phrase: 'dive deep', pattern: '(?:dive|dives|diving) deep(?:er)? into', plain: 'look closely at' },
  { phrase: 'a myriad of', pattern: '(?:a )?myriad(?: of)?', plain: 'many' },
  { phrase: 'plethora', pattern: '(?:a )?plethora of', plain: 'many' },
  { phrase: 'paramount', plain: 'essential' },
  { phrase: 'pivotal', pattern: 'pivotal (?:role|moment|step|part|factor|point)', plain: 'key' },
  // Domain words count only in their cliché use: "a robust strategy", never "a robust starter".
  {
    phrase: 'robust',
    pattern:
      'robust (?:strateg(?:y|ies)|framework|solution|system|approach|understanding|foundation|plan|set of|ecosystem|platform|process|toolkit)',
    plain: 'solid',
  },
  { phrase: 'leverage', pattern: 'leverag(?:e|es|ed|ing)', plain: 'use' },
  {
    phrase: 'foster',
    pattern:
      'foster(?:s|ed|ing)? (?:a |an |the )?(?:sense|culture|community|growth|environment|connections?|relationships?|creativity|innovation|engagement|trust|loyalty)',
    plain: 'build',
  },
  { phrase: 'resonate', pattern: 'resonat(?:e|es|ed|ing) (?:with|deeply)', plain: 'speak to' },
  { phrase: 'meticulous', pattern: 'meticulous(?:ly)?', plain: 'careful' },
  { phrase: 'bustling', pattern: 'bustling (?:world|hub|metropolis|landscape|environment|digital)', plain: 'busy' },
  {
    phrase: 'vibrant',
    pattern: 'vibrant (?:community|communities|world|landscape|culture|ecosystem|hub|atmosphere|life|tapestry)',
    plain: 'lively',
  },
  { phrase: 'cutting-edge', pattern: 'cutting[- ]edge', plain: 'new' },
  { phrase: 'transformative', pattern: 'transformative|transformational', plain: 'big' },
  { phrase: 'journey', pattern: '(?:your|this|the) (?:\\w+ )?journey (?:to|toward|towards|of)', plain: 'path to' },
  { phrase: 'whether you are', pattern: "whether you[’']?re|whether you are", plain: 'if you are' },
  { phrase: 'look no further', plain: '' },
  // A "Key Takeaways" section label is not prose (chapter-sentences); the set piece in a sentence is.
  { phrase: 'the key takeaway', pattern: 'the key takeaway (?:here )?is', plain: 'the main point is' },
  { phrase: 'stands as', pattern: 'stands? as a', plain: 'is a' },
  // "Steam plays a crucial role in oven spring" is baking; "… a crucial role in your success" is the cliché.
  {
    phrase: 'crucial role',
    pattern:
      "plays? (?:a )?(?:crucial|vital|pivotal|key) role in (?:the |your |our |their |its )?(?:success|journey|growth|development|overall|shaping|ensuring|creating|achieving|building|today[’']s|modern|world|landscape|lives|life|future|well-?being)",
    plain: 'matters',
  },
  { phrase: 'holistic', pattern: 'holistic(?:ally)?', plain: 'whole' },
  { phrase: 'empower', pattern: 'empower(?:s|ed|ing)?', plain: 'help' },
]
