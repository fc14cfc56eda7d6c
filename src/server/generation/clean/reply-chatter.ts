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

/**
 * Sign-offs (issue 26): a sentence is one when it speaks to the requester rather than the reader:
 * an offer of more ("Let me know if…", "Si quieres, puedo adaptarla"), a question about the text,
 * or a remark about the writing in the first or second person ("I've kept the tone light"). Each
 * form is tested on one sentence from its start. Advice to the reader that sounds alike ("If you
 * have any questions about cottage food laws, contact…", "Feel free to reach out to your local
 * extension office", a "Note:" disclaimer, "I hope this chapter has given you…") is not one.
 */
const APOS = "(?:'|’)"
const WRITING = String.raw`(?:chapter|draft|section|text|version|content|tone|outline|rewrite|revision|piece)`
const ABOUT_IT = String.raw`(?:this|the|that) ${WRITING}`
const EDITS = String.raw`(?:any )?(?:changes|adjustments|revisions|edits|tweaks|modifications)`
const EDIT_VERB = String.raw`(?:write|expand|adjust|revise|rewrite|tailor|shorten|lengthen|create|add|make|provide|draft|continue|change|tweak|modify|format|turn|convert|prepare|include|help)`
/** "your book" is the requester's book: the reader has none. */
const YOUR_WORK = String.raw`your (?:book|e-?book|guide|project|writing|manuscript|needs|expectations|brief|request|audience|readers)`
const SIGN_OFF_FORMS = [
  // English
  String.raw`let me know`,
  String.raw`(?:i )?hope (?:this|that|it) helps`,
  String.raw`i hope ${ABOUT_IT} (?:meets|fits|works|matches|captures|suits|is (?:what|helpful|useful|exactly|close|a good fit|on the right track))`,
  String.raw`i hope (?:this|that|it) (?:meets|fits|works for|matches|suits|is what|is helpful|is useful|gives you what)`,
  String.raw`i hope you (?:like|enjoy|find) (?:this|the) (?:draft|version|rewrite|revision)`,
  String.raw`feel free to (?:ask|let me know|request|tell me|reach out (?:to me|if you|with)|get back to me)`,
  String.raw`feel free to ${EDIT_VERB}[^.!?]{0,40}(?:${ABOUT_IT}|any (?:section|part|of (?:the|these|this))|${YOUR_WORK})`,
  String.raw`would you (?:like|prefer) (?:me|any|to see|to continue|to proceed|the next|chapter \d|a |an |more|${EDITS})`,
  String.raw`do you want me to|want me to|shall i |should i (?:continue|write|expand|revise|proceed|adjust|go on|move on)`,
  String.raw`if you${APOS}?d (?:like|prefer) (?:me to|${EDITS}|more detail|a different|another version|a (?:shorter|longer|printable)|i can)`,
  String.raw`if you (?:would like|want|need|prefer) (?:me to|${EDITS}|more detail|a different|another version|a (?:shorter|longer|printable)|i can)`,
  String.raw`if you have any (?:questions|feedback|thoughts|requests)[^.!?]*\b(?:let me|ask me|tell me|i${APOS}m|i am|i${APOS}d|i can|i would|i will|i${APOS}ll)\b`,
  String.raw`if (?:this|the) ${WRITING} (?:needs|doesn${APOS}t|does not|isn${APOS}t|is not)`,
  String.raw`i can (?:also |easily |certainly )?${EDIT_VERB}\b|i can also\s*:|(?:here${APOS}s|here is) what (?:else )?i can`,
  String.raw`just (?:say the word|say so|ask|tell me)`,
  String.raw`i${APOS}?d be (?:happy|glad) to|i would be (?:happy|glad) to|i${APOS}?m (?:happy|glad) to|i am (?:happy|glad) to|happy to help`,
  String.raw`${ABOUT_IT} (?:is|has been|was) (?:written|designed|crafted|tailored|structured|kept)[^.!?]{0,60}(?:${YOUR_WORK}|as (?:you )?requested|per your)`,
  String.raw`(?:i${APOS}ve|i have) (?:kept|used|included|aimed|tried|focused|written|added|made|structured|followed)\b[^.!?]{0,40}\b(?:chapter|draft|section|text|tone|content|language|examples|brief|outline|word count)`,
  String.raw`\(?word count|\(?approx(?:imately|\.)? \d[\d,.]* words|note: ?(?:i${APOS}ve|i have|i used|i kept|i wrote|i aimed|i followed)`,
  String.raw`[(\[]?end of (?:chapter|the chapter|draft)|\(?continued in (?:chapter|the next)|\(?to be continued`,
  String.raw`happy writing|(?:good|best of) luck with your (?:book|e-?book|guide|writing|project|manuscript)`,
  String.raw`(?:ready|shall we|want to move on|next,? i (?:can|will|${APOS}ll)) (?:for|move on to|write) (?:chapter|the next)`,
  // Spanish
  String.raw`av[ií]same|d[ií]me (?:si|qu[eé]|c[oó]mo)|no dudes en (?:decirme|pedirme|avisarme|escribirme|preguntarme|comentarme)`,
  String.raw`(?:te|le) gustar[ií]a que|quieres que (?:te |le |lo |la |los |las )?(?:ajuste|ampl[ií]e|adapte|modifique|cambie|escriba|contin[uú]e|prepare|haga|a[nñ]ada|agregue|redacte|revise|convierta|acorte|alargue)`,
  String.raw`espero que (?:este|esta|el|la) (?:cap[ií]tulo|borrador|texto|versi[oó]n|secci[oó]n) (?:cumpla|se ajuste|sea lo que|te sirva para tu|responda)`,
  String.raw`espero que (?:esto |esta informaci[oó]n )?(?:te |le )?(?:sea (?:[uú]til|de ayuda)|sirva|ayude)[.!]*$`,
  String.raw`si (?:quieres|lo deseas|deseas|necesitas|te interesa|prefieres|lo prefieres|gustas)[^.!?]{0,40}?\b(?:puedo|podr[ií]a|te (?:preparo|hago|escribo|adapto))`,
  String.raw`(?:tambi[eé]n )?puedo (?:tambi[eé]n )?(?:ampliar|adaptar|ajustar|reescribir|escribir|preparar|a[nñ]adir|agregar|crear|convertir|acortar|alargar|redactar|cambiar|hacer)`,
  // French
  String.raw`n${APOS}h[eé]sitez pas [àa] (?:me |m${APOS})|dites-moi|faites-moi savoir|tenez-moi au courant`,
  String.raw`(?:souhaitez|voulez|aimeriez)-vous que je|si vous (?:le )?(?:souhaitez|voulez|d[eé]sirez|pr[eé]f[eé]rez)[^.!?]{0,40}?\bje (?:peux|pourrai|pourrais)`,
  String.raw`je (?:peux|pourrais) (?:aussi |[eé]galement )?(?:adapter|d[eé]velopper|ajouter|r[eé]diger|r[eé][eé]crire|modifier|pr[eé]parer|raccourcir|allonger|cr[eé]er)`,
  String.raw`j${APOS}esp[eè]re que (?:ce|cet|cette) (?:chapitre|texte|brouillon|version|section) (?:vous convient|r[eé]pond|correspond)`,
  String.raw`j${APOS}esp[eè]re que (?:cela|ceci|ce texte) (?:vous |t${APOS})?(?:aidera|aide|sera utile|conviendra|convient)[.!]*$`,
  // German
  String.raw`lass(?:t)? mich wissen|lassen sie mich wissen|sag(?:en sie)? mir (?:bescheid|gern|gerne|einfach|,)|gib mir bescheid|geben sie mir bescheid`,
  String.raw`(?:möchtest du|möchten sie|willst du|wollen sie),? dass ich|soll ich |wenn (?:du|sie) (?:möchtest|möchten|willst|wollen|magst),? kann ich|falls (?:du|sie) (?:änderungen|weitere|noch|möchtest|möchten)`,
  String.raw`ich kann (?:dir |ihnen )?(?:auch |gern |gerne )?(?:das kapitel |den text )?(?:anpassen|erweitern|ergänzen|umschreiben|kürzen|erstellen|überarbeiten|schreiben)`,
  String.raw`ich hoffe,? (?:dieses|das|der) (?:kapitel|text|entwurf) (?:entspricht|gefällt|passt|trifft)|ich hoffe,? (?:das|dies|es) hilft[.!]*$`,
  // Portuguese
  String.raw`me avise|avise-me|me diga|diga-me (?:se|o que)|fique [àa] vontade para (?:me |pedir|solicitar)|gostaria que eu|quer que eu`,
  String.raw`se (?:quiser|preferir|desejar|precisar)[^.!?]{0,40}?\b(?:posso|eu posso)`,
  String.raw`(?:tamb[eé]m )?posso (?:tamb[eé]m )?(?:adaptar|ampliar|ajustar|reescrever|escrever|preparar|criar|incluir|acrescentar|encurtar|transformar)`,
  String.raw`espero que (?:este|esta|o|a) (?:cap[ií]tulo|texto|rascunho|vers[aã]o) (?:atenda|seja o que|corresponda)|espero que (?:isso|isto) (?:ajude|seja [uú]til)[.!]*$`,
  // Italian
  String.raw`fammi sapere|fatemi sapere|mi faccia sapere|se (?:vuoi|desideri|preferisci)[^.!?]{0,40}?\bposso|vuoi che (?:io )?|non esitare a (?:chiedermi|contattarmi|dirmi|farmi)`,
  String.raw`posso (?:anche )?(?:adattare|ampliare|aggiungere|riscrivere|scrivere|preparare|accorciare|modificare)|spero che (?:questo|ciò) (?:ti |le )?(?:sia utile|aiuti)[.!]*$`,
]
const SIGN_OFF = new RegExp(`^(?:${SIGN_OFF_FORMS.join('|')})`, 'iu')

/** Short closing wishes ("Happy baking!", "¡Mucho ánimo!"): kept, but they do not show that a sign-off before them was text. */
const CLOSING =
  /^(?:happy \p{L}+ing|good luck|best of luck|enjoy|cheers|buena suerte|mucho [áa]nimo|[áa]nimo|feliz \p{L}+|bonne chance|bon courage|bonne \p{L}+|viel erfolg|viel spa(?:ß|ss)|boa sorte|bom trabalho|buona fortuna|buon lavoro)\b[^.!?]{0,60}[.!…]*[\s\p{Extended_Pictographic}]*$/iu

const CLOSING_START =
  /^(?:happy \p{L}+ing|good luck|best of luck|enjoy|cheers|buena suerte|mucho [áa]nimo|[áa]nimo|feliz \p{L}+|bonne chance|bon courage|bonne \p{L}+|viel erfolg|viel spa(?:ß|ss)|boa sorte|bom trabalho|buona fortuna|buon lavoro)\b/iu
/** Asking the requester to answer: no book says this to its reader. */
const ASK_ME = new RegExp(
  String.raw`^(?:(?:just )?let me know|(?:just )?ask me|av[ií]same|d[ií]melo|d[ií]me|h[aá]zmelo saber|dites-le-moi|dites-moi|faites-le-moi savoir|faites-moi savoir|` +
    String.raw`lass(?:t)? (?:es )?mich wissen|lassen sie (?:es )?mich wissen|sag(?:en sie)? (?:mir )?bescheid|gib mir bescheid|me avise|avise-me|me diga|diga-me|fammi sapere|fatemelo sapere|fatemi sapere)(?![\p{L}])`,
  'iu',
)
/** Where a wish goes on to a second clause: ", and", " — ", "; ". */
const CLAUSE = /\s*(?:[,;—–]|\s-\s)\s*(?:and|y|et|und|e)?\s+|\s+(?:and|y|et|und|e)\s+/iu

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
// Every form above (and every closing wish) begins with one of these.
// prettier-ignore
const SIGN_OFF_OPENERS = [
  'let me know', 'i hope', 'hope th', 'hope it', 'feel free', 'would you', 'do you want', 'want me', 'shall i', 'should i', "if you", 'if you’', 'if th',
  'i can', "i'd", 'i’d', 'i would', "i'm", 'i’m', 'i am', 'happy', 'this ', 'the ', 'that ', "i've", 'i’ve', 'i have', 'word count', '(word', '(approx', 'approx',
  'note:', 'note :', 'end of', '(end', '[end', '(contin', 'continued in', '(to be', 'to be continued', 'good luck', 'best of luck', 'enjoy', 'cheers',
  'ready', 'shall we', 'want to move', 'next,', 'next i', 'just ', "here's what", 'here’s what', 'here is what',
  'avísame', 'avisame', 'dime', 'díme', 'no dudes', 'te gust', 'le gust', 'quieres que', 'espero que', 'si quieres', 'si lo', 'si deseas', 'si necesitas',
  'si te', 'si prefieres', 'si gustas', 'puedo', 'también', 'tambien', 'buena suerte', 'mucho', 'ánimo', 'animo', 'feliz',
  "n'hésitez", 'n’hésitez', "n'hesitez", 'n’hesitez', 'dites-moi', 'faites-moi', 'tenez-moi', 'souhaitez-vous', 'voulez-vous', 'aimeriez-vous', 'si vous',
  'je peux', 'je pourrais', "j'espère", 'j’espère', "j'espere", 'j’espere', 'bonne', 'bon courage',
  'lass mich', 'lasst mich', 'lassen sie', 'sag mir', 'sagen sie', 'gib mir', 'geben sie', 'möchtest du', 'möchten sie', 'willst du', 'wollen sie',
  'soll ich', 'wenn du', 'wenn sie', 'falls du', 'falls sie', 'ich kann', 'ich hoffe', 'viel erfolg', 'viel spa',
  'me avise', 'avise-me', 'me diga', 'diga-me', 'fique à', 'fique a', 'gostaria que', 'quer que', 'se quiser', 'se preferir', 'se desejar', 'se precisar',
  'posso', 'espero que', 'boa sorte', 'bom trabalho',
  'fammi', 'fatemi', 'mi faccia', 'se vuoi', 'se desideri', 'se preferisci', 'vuoi che', 'non esitare', 'spero che', 'buona fortuna', 'buon lavoro',
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

/** One sentence (or a line) that is a sign-off to the requester, from its start. */
export function isSignOff(sentence: string): boolean {
  const text = bare(sentence).replace(/^¿/, '')
  if (text === '' || text.length > 400) return false
  if (SIGN_OFF.test(text) || SIGN_OFF.test(bare(sentence))) return true
  // "Happy baking, and let me know if you want a price sheet!": a wish that carries an offer;
  // "Si necesitas cambios, avísame.": an offer in its second clause.
  return text
    .split(CLAUSE)
    .some((clause, i) => i > 0 && (ASK_ME.test(clause.trim()) || (CLOSING_START.test(text) && SIGN_OFF.test(clause.trim()))))
}

/** A short closing wish to the reader: kept, and neutral about whether a sign-off before it was text. */
export function isClosingWish(sentence: string): boolean {
  const text = bare(sentence)
  return text.length <= 80 && CLOSING.test(text)
}

/**
 * A line split into sentences, each with the whitespace after it: a sentence ends at ".", "!",
 * "?" or "…" (with any closing quotes or brackets) followed by whitespace. The last piece has no
 * end yet unless the line is whole.
 */
export function sentenceEnd(text: string, from: number): number {
  SENTENCE_END.lastIndex = from
  const match = SENTENCE_END.exec(text)
  return match ? match.index + match[0].length : -1
}
const SENTENCE_END = /[.!?…]+["'”’)\]*_]*[ \t]+/gu

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
