/**
 * What chat models say around the text they were asked for: an opening ("Sure! Here is chapter
 * 3:") and a sign-off ("Let me know if you'd like any changes!"). English first, then the common
 * forms in Spanish, French, German and Portuguese. Kept narrow on purpose: a false match deletes
 * a sentence of the creator's book, a miss leaves one line they can delete.
 */

/** Interjections that open a reply: "Sure!", "Certainly,", "¡Claro!". */
const INTERJECTION = new RegExp(
  String.raw`^(?:sure(?: thing)?|certainly|absolutely|of course|okay|ok|alright|all right|great|perfect|got it|understood|no problem|` +
    String.raw`i(?:'|’)?d be (?:happy|glad) to(?: help)?|i(?:'|’)?m happy to(?: help)?|happy to help|` +
    String.raw`claro(?: que sí)?|por supuesto|perfecto|desde luego|bien s[uû]r|certainement|d(?:'|’)accord|parfait|avec plaisir|` +
    String.raw`natürlich|gerne|klar|selbstverständlich|com certeza|certo|perfeito|claro)` +
    String.raw`(?=[\s!.,:;—–-]|$)[\s!.,:;—–-]*`,
  'iu',
)

/** Sentences that announce the text: "Here is chapter 3:", "Below is the revised chapter.". */
const ANNOUNCEMENT = new RegExp(
  String.raw`^(?:here(?:'|’)?s|here is|here are|here it is|here you go|below is|below are|below you(?:'|’)ll find|below you will find|` +
    String.raw`i(?:'|’)ve (?:written|drafted|rewritten|revised|expanded|shortened|prepared)|i have (?:written|drafted|rewritten|revised|expanded|shortened|prepared)|` +
    String.raw`i(?:'|’)ll (?:write|draft|rewrite|revise|expand|shorten)|i will (?:write|draft|rewrite|revise|expand|shorten)|let(?:'|’)s (?:write|draft|dive into)|let me (?:write|draft)|` +
    String.raw`aquí (?:está|están|tienes|tiene|va)|a continuación|te presento|voici|voilà|je vous propose|hier ist|hier sind|hier kommt|` +
    String.raw`aqui (?:está|estão|vai)|segue|seguem|eis)(?![\p{L}\p{N}])`,
  'iu',
)

/** Words that show an announcement is about the text itself. */
const ABOUT_THE_TEXT = new RegExp(
  String.raw`\b(?:chapter|section|draft|content|text|version|requested|rewrite|rewritten|revised|expanded|shortened|continuation|it|` +
    String.raw`cap[ií]tulo|secci[oó]n|borrador|texto|versi[oó]n|chapitre|brouillon|texte|kapitel|abschnitt|entwurf|rascunho|se[cç][aã]o)(?![\p{L}\p{N}])`,
  'iu',
)

/** A continuation reply's own opening: "Continuing from where I left off:", "(continued)". */
const CONTINUING =
  /^[([]?(?:continuing|continued|continuation|picking up|resuming|continuando|continuación|suite|fortsetzung|continuação)(?![\p{L}\p{N}])[^\n]{0,80}(?:[:…)\]]|\.{3})$/iu

/** How sign-offs begin: offers of more, hopes, invitations, remarks about the writing. Each is specific enough not to be prose. */
const APOS = "(?:'|’)"
const ABOUT_IT = String.raw`(?:this|the) (?:chapter|draft|section|text|version|content|tone)`
const EDITS = String.raw`(?:any )?(?:changes|adjustments|revisions|edits|tweaks)`
const SIGN_OFF_FORMS = [
  // English
  String.raw`let me know`,
  String.raw`i hope (?:this|that) (?:helps|meets|works|fits|is (?:helpful|useful|what))`,
  String.raw`i hope ${ABOUT_IT}`,
  String.raw`i hope you (?:enjoy|find this|found this|like)`,
  String.raw`hope (?:this|that) helps`,
  String.raw`feel free to (?:ask|let me know|reach out|request|tell me)`,
  String.raw`feel free to [^.!?]{0,40}(?:${ABOUT_IT}|any (?:section|part|of the)|me\b)`,
  String.raw`would you like me`,
  String.raw`would you like ${EDITS}`,
  String.raw`would you like (?:to see|to continue|to proceed|the next chapter|chapter \d)`,
  String.raw`do you want me to|want me to|shall i (?:continue|write|expand|revise|proceed|adjust|go on)|should i (?:continue|write|expand|revise|proceed|adjust)`,
  String.raw`if you${APOS}?d like me to|if you would like me to|if you want me to`,
  String.raw`if you${APOS}?d like ${EDITS}|if you would like ${EDITS}|if you want ${EDITS}|if you need ${EDITS}`,
  String.raw`if you${APOS}?d like (?:more detail|a different|another version)|if you want (?:more detail|a different|another version)`,
  String.raw`if you have any (?:questions|feedback)`,
  String.raw`i can also (?:write|expand|adjust|revise|rewrite|tailor|shorten|lengthen|create|add)`,
  String.raw`i${APOS}?d be (?:happy|glad) to (?:help|adjust|expand|revise|make|write|provide)|i${APOS}?m happy to (?:help|adjust|expand|revise|make|write)|happy to help`,
  String.raw`${ABOUT_IT} (?:is|has been|was) (?:written|designed|crafted|tailored|structured|kept)`,
  String.raw`(?:i${APOS}ve|i have) (?:kept|used|included|aimed|tried|focused|written|added|made)\b[^.!?]{0,40}\b(?:chapter|draft|section|text|tone|content|language|examples)`,
  String.raw`\(?word count|note: ?(?:${ABOUT_IT}|i${APOS}ve|i have|i used|i kept|i wrote|i aimed)`,
  String.raw`[(\[]?end of chapter|\(?continued in (?:chapter|the next)|\(?to be continued`,
  String.raw`happy writing|(?:good|best of) luck with your (?:book|ebook|e-book|guide|writing|project)`,
  // Spanish
  String.raw`av[ií]same|no dudes en|¿?te gustaría|¿?quieres que`,
  String.raw`espero que (?:esto|este (?:capítulo|borrador|texto)|te (?:sea|sirva|guste|ayude)|le (?:sea|sirva|guste)|sea (?:útil|de ayuda))`,
  String.raw`si (?:quieres|deseas|necesitas),? (?:algún|alguna|más|cambios|puedo|que (?:ajuste|amplíe|modifique|cambie|escriba|contin[uú]e))`,
  // French
  String.raw`n${APOS}hésitez pas|j${APOS}espère que (?:ce|cela|ceci|vous)|souhaitez-vous|voulez-vous que|dites-moi`,
  String.raw`si vous (?:souhaitez|voulez|désirez),? (?:que je|des modifications|d${APOS}autres|plus|je peux)`,
  // German
  String.raw`lass mich wissen|lassen sie mich wissen|ich hoffe,? (?:dies|das|dieses|dir|ihnen|es)|möchtest du|möchten sie|sag mir|sagen sie mir`,
  String.raw`wenn du (?:möchtest|willst),? kann ich|falls du (?:änderungen|weitere|noch)`,
  // Portuguese
  String.raw`espero que (?:isso|este (?:capítulo|texto)|seja útil|goste|te ajude|lhe seja)|me avise|fique à vontade|gostaria que eu|quer que eu`,
  String.raw`se (?:quiser|precisar|desejar),? (?:posso|que eu|mais|alguma|algum)`,
]
const SIGN_OFF = new RegExp(`^(?:${SIGN_OFF_FORMS.join('|')})`, 'iu')

/** Plain openings, to tell early whether a line still might turn into chatter. */
// A word list reads best filled, not one word a line.
// prettier-ignore
const OPENERS = [
  'sure', 'certainly', 'absolutely', 'of course', 'okay', 'ok', 'alright', 'all right', 'great', 'perfect', 'got it', 'understood', 'no problem',
  "i'd", 'i’d', "i'm", 'i’m', 'happy to', "i've", 'i’ve', 'i have', "i'll", 'i’ll', 'i will', "let's", 'let’s', 'let me', 'here', 'below',
  'continu', 'picking up', 'resuming', 'claro', 'por supuesto', 'perfecto', 'desde luego', 'bien s', 'certainement', "d'accord", 'd’accord',
  'parfait', 'avec plaisir', 'natürlich', 'gerne', 'klar', 'selbstverständlich', 'com certeza', 'certo', 'perfeito', 'aquí', 'aqui', 'a continuación',
  'te presento', 'voici', 'voilà', 'je vous', 'hier', 'segue', 'eis', 'suite', 'fortsetzung', '(contin', '[contin',
]
// A word list reads best filled, not one word a line.
// prettier-ignore
const SIGN_OFF_OPENERS = [
  'let me know', 'i hope', 'hope th', 'feel free', 'would you like', 'do you want', 'want me', 'shall i', 'should i', "if you", 'if you’', 'if you w',
  'i can also', "i'd be", 'i’d be', "i'm happy", 'i’m happy', 'happy to', 'this chapter', 'this draft', 'this section', 'this version', "i've", 'i’ve',
  'i have', 'word count', '(word count', 'note: ', 'end of chapter', '(end of', '[end of', '(continued in', 'continued in', '(to be', 'to be continued', 'happy writing', 'good luck', 'best of luck', 'avísame', 'avisame',
  'espero que', 'no dudes', '¿te gust', 'te gust', '¿quieres', 'quieres que', 'si quieres', 'si deseas', 'si necesitas', "n'hésitez", 'n’hésitez',
  "j'espère", 'j’espère', 'si vous', 'souhaitez-vous', 'voulez-vous', 'dites-moi', 'lass mich', 'lassen sie', 'ich hoffe', 'möchtest du',
  'möchten sie', 'sag mir', 'sagen sie', 'wenn du', 'falls du', 'me avise', 'fique à', 'gostaria que', 'quer que', 'se quiser', 'se precisar', 'se desejar',
]

/** The line without emphasis marks, a leading quote mark, ¡ or emoji, lower-cased. */
function bare(line: string): string {
  return (
    line
      .trim()
      // Emphasis marks anywhere: "**Note:** this…" and "**Word count:** 1,200" read as plain words.
      .replace(/[*_]+/g, '')
      .replace(/^[>\s]+|\s+$/g, '')
      .replace(/^[\p{Extended_Pictographic}\s]+/u, '')
      .replace(/^¡/, '')
      .toLowerCase()
  )
}

function isAnnouncement(text: string): boolean {
  if (!ANNOUNCEMENT.test(text)) return false
  return /:$/.test(text) || ABOUT_THE_TEXT.test(text)
}

/** One whole line of a reply's opening: "Sure!", "Certainly! Below is chapter 3, in a friendly tone:". */
export function isPreamble(line: string): boolean {
  const text = bare(line)
  if (text === '' || text.length > 300) return false
  if (CONTINUING.test(text) || isAnnouncement(text)) return true
  const interjection = INTERJECTION.exec(text)
  if (!interjection) return false
  const rest = text.slice(interjection[0].length).trim()
  // "Of course, pricing is hard." is prose; "Sure!" and "Sure, here is chapter 3:" are not.
  return rest === '' || isPreamble(rest) || (ABOUT_THE_TEXT.test(rest) && /(^|\s)(i|i'll|i’ll|let's|let’s|here)\b/.test(rest))
}

/** A paragraph whose first line opens a sign-off. */
export function isSignOff(line: string): boolean {
  const text = bare(line).replace(/^¿/, '')
  return text !== '' && (SIGN_OFF.test(text) || SIGN_OFF.test(bare(line)))
}

function couldOpen(partial: string, openers: string[]): boolean {
  const text = bare(partial)
  if (text === '') return true
  return openers.some((o) => o.startsWith(text) || text.startsWith(o))
}

/** While a first line is still arriving: might it become a preamble? (If not, stream it.) */
export function mightBePreamble(partial: string): boolean {
  return couldOpen(partial, OPENERS)
}

/** While a paragraph's first line is still arriving: might it become a sign-off? */
export function mightBeSignOff(partial: string): boolean {
  return couldOpen(partial.replace(/^(\s*[>*_¿¡]+)+/, ''), SIGN_OFF_OPENERS)
}
