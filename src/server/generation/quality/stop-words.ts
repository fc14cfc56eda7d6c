/**
 * Words that carry no content, per language, for the repetition check (issue 26 item 5). An 8-gram
 * made mostly of them ("one of the most important things to keep in mind", "es importante tener en
 * cuenta que") is how the language is put together, not a passage lifted from another chapter.
 * Besides function words, each list holds the book's own scaffolding ("chapter", "step", "guide")
 * and the stock discourse words every writer reaches for ("important", "make sure").
 */
const LISTS: Record<string, string> = {
  en: `a an the and or but if then so of to in on at by for with from as into about over after before this that these those it its
  it's is are was were be been being do does did doing done have has had having will would can could should may might must shall
  you your yours you'll you're you've yourself we our us we'll they their them he she his her i me my not no nor all any each every
  more most some such than too very just also one two three what which who whom when where how why there here up out down off own
  same other others only even still yet both either neither because while until though although whether let let's get gets got
  make makes made making take takes took need needs want wants use used using way ways thing things something anything everything
  lot lots much many few little well really quite rather enough sure important keep mind time times first next last new good best
  chapter chapters section sections step steps guide book part end start begin learn see look go going come know like right now
  don't doesn't isn't aren't can't won't`,
  es: `el la los las un una unos unas y o u pero si sino que de del a al en con por para sin sobre entre hasta desde como
  es son era eran fue fueron ser sido está están estar estás esta este estos estas ese esa esos esas eso esto aquello lo le les
  se su sus tu tus te ti mi mis me nos nuestro nuestra vos usted ustedes yo él ella ellos ellas no ni ya muy más menos también
  tan tanto cada todo toda todos todas otro otra otros otras mismo misma cuando donde cómo como qué cuál quien hay haber ha han
  has he hemos había tener tienes tiene tienen tendrás hacer haces hace hacen harás puede puedes pueden podrás poder vamos va van
  ir vas será serán debes debe deben cosa cosas forma manera vez veces parte caso paso pasos capítulo capítulos sección guía libro
  final inicio importante cuenta bien mejor primero primera siguiente aquí allí así solo sólo ahora antes después durante`,
  fr: `le la les l un une des du de d et ou mais si que qu qui quoi dont où à au aux en dans par pour sans sur sous avec entre
  est sont était étaient être été a ont avait avoir ce cet cette ces c ça cela ceci il elle ils elles on nous vous je tu me te se
  s lui leur leurs son sa ses votre vos notre nos mon ma mes ne pas plus moins très aussi tout toute tous toutes autre autres même
  comme quand comment pourquoi y n faire fait peut pouvez pourrez devez doit vais va allez chose choses façon manière fois partie
  étape étapes chapitre chapitres section guide livre fin début important compte bien mieux premier première suivant ici ainsi
  seulement maintenant avant après pendant`,
  de: `der die das den dem des ein eine einer eines einem einen und oder aber wenn dann so von zu zum zur in im an am auf aus
  bei mit nach für über unter vor durch ohne um als wie ist sind war waren sein gewesen hat haben hatte hatten wird werden wurde
  kann können könnte muss müssen soll sollte sollten darf es er sie wir ihr ich du man sich ihm ihn ihnen ihre ihr sein seine
  dein deine unser unsere nicht kein keine noch nur auch sehr mehr weniger alle alles jeder jede jedes andere anderen selbst
  wann wo warum was welche welcher dass da hier dort ja mal dies diese dieser dieses jetzt vorher danach während sache dinge weise
  art mal teil schritt schritte kapitel kapiteln abschnitt leitfaden buch ende anfang wichtig gut besser erste ersten nächste
  nächsten machen macht tun`,
  pt: `o a os as um uma uns umas e ou mas se que de do da dos das em no na nos nas com por para sem sobre entre até desde como
  é são era eram foi foram ser sido está estão estar este esta estes estas esse essa esses essas isso isto aquilo lo lhe lhes
  seu sua seus suas teu tua você vocês meu minha eu ele ela eles elas nós não nem já muito muitos muita mais menos também tão
  cada todo toda todos todas outro outra outros outras mesmo mesma quando onde qual quem há haver tem têm ter terá fazer faz fazem
  pode podem poderá poder vamos vai vão ir deve devem coisa coisas forma maneira vez vezes parte caso passo passos capítulo
  capítulos seção guia livro final início importante conta bem melhor primeiro primeira próximo próxima aqui ali assim só
  apenas agora antes depois durante ao aos à às pelo pela pelos pelas num numa`,
}

const SETS = Object.fromEntries(Object.entries(LISTS).map(([lang, words]) => [lang, new Set(words.split(/\s+/).filter(Boolean))]))
const ALL = new Set(Object.values(SETS).flatMap((s) => [...s]))

/** The stop-list for a book's language (English words always count too: books quote English terms); every list when unknown. */
export function stopWordsFor(language?: string): Set<string> {
  const base = language?.toLowerCase().split('-')[0]
  const own = base ? SETS[base] : undefined
  if (!own) return ALL
  return base === 'en' ? own : new Set([...own, ...(SETS.en as Set<string>)])
}

export const STOP_LANGUAGES = Object.keys(LISTS)
