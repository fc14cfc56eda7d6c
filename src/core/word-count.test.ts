import { describe, expect, it } from 'vitest'
import { addCounts, countWords, formatReadingTime, formatWords, WORDS_PER_MINUTE } from './word-count.ts'

const words = (markdown: string) => countWords(markdown).words

describe('countWords (decision 61)', () => {
  it('counts the words of prose, headings and emphasis, not the markers', () => {
    expect(words('## Warm-up Routine\n\nFive minutes **before** every _round_.')).toBe(7)
    expect(words("Don't rush: it's 10,000 steps, 3.5 km.")).toBe(7)
  })

  it('leaves out list markers, task boxes and quote markers', () => {
    expect(words('- Hip circles\n* Arm swings\n1. Squats\n2) Lunges\n- [ ] Stretch calves\n- [x] Buy a band\n> Quoted line')).toBe(13)
  })

  it('counts table cells, not pipes or the rule', () => {
    expect(words('| Move | Reps |\n| --- | :---: |\n| Squat | 10 |\n|Goblet squat|12|')).toBe(7)
  })

  it('counts link text, not the address; a bare address is one word', () => {
    expect(words('Read [the full guide](https://example.com/a/long-path?x=1) first.')).toBe(5)
    expect(words('See https://example.com/a/b-c and <https://example.org/x>.')).toBe(4)
  })

  it('leaves images out, alt text and caption included', () => {
    expect(words('![A golfer mid-swing](asset:0d6f8a8e "Caption here") Then swing.')).toBe(2)
    // A width on the destination (decision 109) is no word either.
    expect(words('![A golfer](asset:0d6f8a8e#width=50 "The top of the backswing") Then swing.')).toBe(2)
  })

  it('drops footnote references and reference definitions, keeps the footnote text', () => {
    expect(words('Strength matters.[^1]\n\n[^1]: Studies of older golfers.\n[guide]: https://example.com')).toBe(6)
  })

  it('leaves fenced code and HTML tags out', () => {
    expect(words('Before.\n\n```js\nconst a = 1\n```\n\n<br/>After <em>this</em>.<!-- note -->')).toBe(3)
  })

  it('counts each Chinese or Japanese character as a word, Korean by its spaces', () => {
    expect(words('今日は晴れ')).toBe(5)
    expect(words('## 第一章\n\n- 毎日歩く')).toBe(7)
    expect(words('오늘은 날씨가 좋다')).toBe(3)
    expect(words('Golf 练习')).toBe(3)
  })

  // Counts as Intl.Segmenter (ICU's dictionaries) splits them, checked by hand:
  // วัน|นี้|อากาศ|ดี|มาก  เรา|จะ|ไป|เดิน|เล่น|ที่|สวน|สาธารณะ — ຂ້ອຍ|ຮັກ|ພາສາ|ລາວ — ខ្ញុំ|ស្រលាញ់|ភាសាខ្មែរ — ကျွန်တော်|ကျောင်း|သွား|တယ်
  it('finds the words of Thai, Lao, Khmer and Myanmar, which have no spaces between them', () => {
    expect(words('วันนี้อากาศดีมาก เราจะไปเดินเล่นที่สวนสาธารณะ')).toBe(13)
    expect(words('## ບົດທີ 1\n\n- ຂ້ອຍຮັກພາສາລາວ')).toBe(7)
    expect(words('ខ្ញុំស្រលាញ់ភាសាខ្មែរ')).toBe(3)
    expect(words('ကျွန်တော်ကျောင်းသွားတယ်')).toBe(4)
    // Mixed with English and digits, and a Thai word glued to a Latin one.
    expect(words('Golf ภาษาไทย ๒๕๖๗ ปี iPhoneรุ่นใหม่')).toBe(8)
  })

  // Speed is bench:editor's to measure (side by side, never a timed assertion here).
  it('counts a 10,000-word Thai chapter, and its retyped line', () => {
    const line = 'วันนี้อากาศดีมาก เราจะไปเดินเล่นที่สวนสาธารณะ'
    const chapter = Array.from({ length: 770 }, (_, i) => `${line} ${i}`).join('\n\n')
    expect(words(chapter)).toBe(770 * 14)
    expect(words(`${chapter} ครับ`)).toBe(770 * 14 + 1)
  })

  it('reads at 238 words a minute, CJK at 300 characters a minute', () => {
    expect(countWords(Array(WORDS_PER_MINUTE).fill('word').join(' ')).minutes).toBe(1)
    expect(countWords('字'.repeat(600)).minutes).toBe(2)
    expect(countWords('').words).toBe(0)
  })

  it('counts a 10,000-word chapter of list items, bold and links', () => {
    const chapter = Array.from({ length: 1250 }, (_, i) => `- Item ${i} with **bold** and [a link](https://x.y/${i}) here`).join('\n')
    expect(words(chapter)).toBe(10_000)
  })
})

describe('formatting', () => {
  it('says words with separators and reading time in minutes or hours', () => {
    expect(formatWords(1)).toBe('1 word')
    expect(formatWords(12345)).toBe('12,345 words')
    expect(formatReadingTime(0)).toBe('0 min read')
    expect(formatReadingTime(0.2)).toBe('1 min read')
    expect(formatReadingTime(17.6)).toBe('18 min read')
    expect(formatReadingTime(120)).toBe('2 h read')
    expect(formatReadingTime(125.2)).toBe('2 h 5 min read')
  })

  it('adds chapters before rounding', () => {
    expect(
      addCounts([
        { words: 100, minutes: 0.4 },
        { words: 50, minutes: 0.4 },
      ]),
    ).toEqual({ words: 150, minutes: 0.8 })
  })
})
