import { describe, expect, it } from 'vitest'
import { ChapterCleaner, cleanChapter } from './chapter-cleaner.ts'
import type { Titles } from './line-kinds.ts'

const EN: Titles = { title: 'Pricing It Right', nextTitle: 'The First Sale', number: 3 }
const BODY =
  'Price on value, not on cost.\n\n### Anchor high\n\nStart with the premium tier.\n\n- [ ] Draft three tiers\n- [ ] Test one price'
const CLEAN = `## Pricing It Right\n\n${BODY}`

const ES: Titles = { title: 'Fijar el precio', nextTitle: 'La primera venta', number: 3 }
const ES_BODY = 'Pon el precio según el valor, no según el coste.\n\n### Empieza alto\n\nOfrece primero el plan premium.'
const FR: Titles = { title: 'Fixer le prix', number: 3 }
const FR_BODY = 'Fixez le prix selon la valeur, pas selon le coût.'
const DE: Titles = { title: 'Den Preis festlegen', number: 3 }
const DE_BODY = 'Lege den Preis nach dem Wert fest, nicht nach den Kosten.'
const PT: Titles = { title: 'Definir o preço', number: 3 }
const PT_BODY = 'Defina o preço pelo valor, não pelo custo.'

/** [what the reply looks like, titles, the model's reply, the chapter we keep]. */
const REPLIES: [string, Titles, string, string][] = [
  [
    'GPT: "Sure! Here is chapter 3:", its own heading, a closing offer',
    EN,
    `Sure! Here is chapter 3:\n\n## Chapter 3: Pricing It Right\n\n${BODY}\n\nLet me know if you'd like any changes!`,
    CLEAN,
  ],
  [
    'GPT: "Certainly! Below is…", # heading, --- then hope and offer',
    EN,
    `Certainly! Below is Chapter 3, written in a friendly tone:\n\n# Pricing It Right\n\n${BODY}\n\n---\n\nI hope this helps! Would you like me to continue with Chapter 4?`,
    CLEAN,
  ],
  [
    'Claude: "Here\'s Chapter 3…", bold title, offer',
    EN,
    `Here's Chapter 3 of your guide:\n\n**Pricing It Right**\n\n${BODY}\n\nWould you like me to adjust the tone or expand any section?`,
    CLEAN,
  ],
  [
    'Claude: "I\'ll write Chapter 3, focusing on…"',
    EN,
    `I'll write Chapter 3, focusing on value-based pricing.\n\n## Pricing It Right\n\n${BODY}`,
    CLEAN,
  ],
  [
    'Llama: announcement, fenced Markdown, offer after the fence',
    EN,
    `Here is the chapter:\n\n\`\`\`markdown\n## Pricing It Right\n\n${BODY}\n\`\`\`\n\nLet me know if you need any revisions.`,
    CLEAN,
  ],
  [
    'Ollama: "Okay, here\'s Chapter 3: Title" on one line, two sign-off sentences',
    EN,
    `Okay, here's Chapter 3: Pricing It Right\n\n${BODY}\n\nI hope this chapter is helpful for your guide! Let me know if you want any changes.`,
    CLEAN,
  ],
  ['fence around everything, "# Chapter 3: Title"', EN, `\`\`\`markdown\n# Chapter 3: Pricing It Right\n\n${BODY}\n\`\`\``, CLEAN],
  [
    'bare fence around everything keeps the code sample inside',
    EN,
    `\`\`\`\n${BODY}\n\n\`\`\`sh\nls -la\n\`\`\`\n\nDone.\n\`\`\`\n`,
    `${CLEAN}\n\n\`\`\`sh\nls -la\n\`\`\`\n\nDone.`,
  ],
  ['plain "Chapter 3: Title" line', EN, `Chapter 3: Pricing It Right\n\n${BODY}`, CLEAN],
  ['"Chapter Three — Title"', EN, `Chapter Three — Pricing It Right\n\n${BODY}`, CLEAN],
  ['### heading wording the title a little differently', EN, `### Pricing it right!\n\n${BODY}`, CLEAN],
  ['**Chapter 3: Title**', EN, `**Chapter 3: Pricing It Right**\n\n${BODY}`, CLEAN],
  ['the title alone on the first line', EN, `Pricing It Right\n\n${BODY}`, CLEAN],
  ['a real first section heading stays', EN, `### Why price matters\n\n${BODY}`, `## Pricing It Right\n\n### Why price matters\n\n${BODY}`],
  ['runs on into the next chapter by its title', EN, `${BODY}\n\n## The First Sale\n\nYour first customer is a friend.`, CLEAN],
  ['runs on into "Chapter 4", after a separator', EN, `${BODY}\n\n---\n\n# Chapter 4: Finding Customers\n\nText.`, CLEAN],
  ['runs on into a bold "Chapter Four" line', EN, `${BODY}\n\n**Chapter Four: The First Sale**\n\nMore.`, CLEAN],
  ['runs on into the next title as a plain line', EN, `${BODY}\n\nThe First Sale\n\nAt last, money.`, CLEAN],
  [
    'a ### section named like the next chapter stays',
    EN,
    `${BODY}\n\n### Your first sale\n\nText.`,
    `${CLEAN}\n\n### Your first sale\n\nText.`,
  ],
  [
    'a sub-heading sharing a word with the next title stays',
    EN,
    `${BODY}\n\n### Sale prices\n\nText.`,
    `${CLEAN}\n\n### Sale prices\n\nText.`,
  ],
  [
    'Spanish: "¡Claro! Aquí está…", Capítulo heading, "¿Te gustaría…?"',
    ES,
    `¡Claro! Aquí está el capítulo 3:\n\n## Capítulo 3: Fijar el precio\n\n${ES_BODY}\n\n¿Te gustaría que ajuste el tono o amplíe alguna sección?`,
    `## Fijar el precio\n\n${ES_BODY}`,
  ],
  [
    'Spanish: "Por supuesto. A continuación…", bold title, two sign-offs',
    ES,
    `Por supuesto. A continuación, el capítulo:\n\n**Fijar el precio**\n\n${ES_BODY}\n\nEspero que esto te sea útil.\n\nSi necesitas cambios, avísame.`,
    `## Fijar el precio\n\n${ES_BODY}`,
  ],
  ['Spanish: runs on into "Capítulo 4"', ES, `${ES_BODY}\n\n## Capítulo 4: La primera venta\n\nTexto.`, `## Fijar el precio\n\n${ES_BODY}`],
  [
    'French: "Bien sûr ! Voici…", "N\'hésitez pas…"',
    FR,
    `Bien sûr ! Voici le chapitre 3 :\n\n## Chapitre 3 : Fixer le prix\n\n${FR_BODY}\n\nN'hésitez pas à me dire si vous souhaitez des modifications.`,
    `## Fixer le prix\n\n${FR_BODY}`,
  ],
  [
    'German: "Natürlich! Hier ist Kapitel 3:", "Lass mich wissen…"',
    DE,
    `Natürlich! Hier ist Kapitel 3:\n\n# Kapitel 3: Den Preis festlegen\n\n${DE_BODY}\n\nLass mich wissen, ob du Änderungen möchtest.`,
    `## Den Preis festlegen\n\n${DE_BODY}`,
  ],
  [
    'Portuguese: "Claro! Aqui está…", "Se quiser, posso…"',
    PT,
    `Claro! Aqui está o capítulo 3:\n\n## Capítulo 3: Definir o preço\n\n${PT_BODY}\n\nSe quiser, posso ajustar o tom.`,
    `## Definir o preço\n\n${PT_BODY}`,
  ],
  [
    'word count and an invitation after a separator',
    EN,
    `${BODY}\n\n---\n\n**Word count:** ~1,200\n\nFeel free to ask for revisions.`,
    CLEAN,
  ],
  ['a remark about the writing', EN, `${BODY}\n\nI've kept the tone friendly and included practical examples throughout.`, CLEAN],
  ['an emoji sign-off', EN, `${BODY}\n\n😊 Happy writing!`, CLEAN],
  [
    'a first paragraph that only sounds like an offer stays',
    EN,
    `If you'd like to raise prices, start with new customers.\n\n${BODY}`,
    `## Pricing It Right\n\nIf you'd like to raise prices, start with new customers.\n\n${BODY}`,
  ],
  [
    '"Of course, …" as prose stays',
    EN,
    `Of course, pricing is hard.\n\n${BODY}`,
    `## Pricing It Right\n\nOf course, pricing is hard.\n\n${BODY}`,
  ],
  [
    '"Here\'s the thing: …" as prose stays',
    EN,
    `Here's the thing: most people underprice.\n\n${BODY}`,
    `## Pricing It Right\n\nHere's the thing: most people underprice.\n\n${BODY}`,
  ],
  [
    'a separator and a closing thought inside the chapter stay',
    EN,
    `${BODY}\n\n---\n\nA final thought on value.`,
    `${CLEAN}\n\n---\n\nA final thought on value.`,
  ],
  [
    '"In the next chapter…" is the book\'s own bridge and stays',
    EN,
    `${BODY}\n\nIn the next chapter, we will make the first sale.`,
    `${CLEAN}\n\nIn the next chapter, we will make the first sale.`,
  ],
  ['Windows line ends and trailing spaces', EN, '## Pricing\r\n\r\nPrice on value.  \r\n\r\n', '## Pricing It Right\n\nPrice on value.'],
  [
    'Llama: bold chapter heading, then a bold "Introduction" that stays',
    EN,
    `**Chapter 3: Pricing It Right**\n\n**Introduction**\n\n${BODY}`,
    `## Pricing It Right\n\n**Introduction**\n\n${BODY}`,
  ],
  ['"Chapter 3" and the title on two lines', EN, `Chapter 3\n\nPricing It Right\n\n${BODY}`, CLEAN],
  ['a numbered ### heading naming the title', EN, `### 3. Pricing It Right\n\n${BODY}`, CLEAN],
  [
    'Claude: an italic word count after a separator',
    EN,
    `# Pricing It Right\n\n${BODY}\n\n---\n\n*Word count: approximately 1,500 words*`,
    CLEAN,
  ],
  ['"(Continued in Chapter 4)"', EN, `${BODY}\n\n(Continued in Chapter 4)`, CLEAN],
  ['Spanish: "¡Espero que te sea útil!"', ES, `${ES_BODY}\n\n¡Espero que te sea útil!`, `## Fijar el precio\n\n${ES_BODY}`],
  [
    'a sign-off inside the wrapping fence',
    EN,
    `\`\`\`markdown\n## Pricing It Right\n\n${BODY}\n\nLet me know if you want changes.\n\`\`\``,
    CLEAN,
  ],
  ['only a preamble', EN, 'Sure! Here is chapter 3:', ''],
  ['only a heading and a sign-off', EN, '## Pricing It Right\n\nLet me know if you would like changes.', ''],
  ['an empty reply', EN, '', ''],
]

/** Deterministic chunk sizes from a seed, so a failure can be replayed. */
function chunks(text: string, seed: number, max: number): string[] {
  const out: string[] = []
  let state = seed
  for (let i = 0; i < text.length;) {
    state = (state * 1103515245 + 12345) % 2 ** 31
    const size = 1 + (state % max)
    out.push(text.slice(i, i + size))
    i += size
  }
  return out
}

function streamed(titles: Titles, deltas: string[]): string {
  const cleaner = new ChapterCleaner(titles)
  return deltas.map((d) => cleaner.push(d)).join('') + cleaner.end()
}

describe('ChapterCleaner on real-world reply shapes', () => {
  it.each(REPLIES)('%s', (_shape, titles, reply, expected) => {
    expect(cleanChapter(titles, reply)).toBe(expected)
    expect(streamed(titles, [...reply])).toBe(expected)
    for (const [seed, max] of [
      [1, 2],
      [2, 5],
      [3, 13],
      [4, 40],
    ] as const)
      expect(streamed(titles, chunks(reply, seed, max))).toBe(expected)
  })
})
