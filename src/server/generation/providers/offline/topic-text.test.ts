import { describe, expect, it } from 'vitest'
import { capitalise, gerund, inlineCase, isPluralPhrase, titleCase } from './text-case.ts'
import { audienceInline, chapterSubject, clampText, escapeMarkdown, topicForms } from './topic-text.ts'

describe('casing', () => {
  it('title-cases without flattening acronyms or brand casing', () => {
    expect(titleCase('golf fitness for seniors')).toBe('Golf Fitness for Seniors')
    expect(titleCase('SEO for etsy shops')).toBe('SEO for Etsy Shops')
    expect(titleCase('iPhone photography: a step-by-step guide')).toBe('iPhone Photography: A Step-by-Step Guide')
  })

  it('writes topics as they read mid-sentence', () => {
    expect(inlineCase('Social Media Marketing')).toBe('social media marketing')
    expect(inlineCase('Meditation for beginners')).toBe('meditation for beginners')
    expect(inlineCase('Travel Planning in Japan')).toBe('travel planning in Japan')
    expect(inlineCase('Python for data science')).toBe('Python for data science')
    expect(inlineCase('SEO for Etsy shops')).toBe('SEO for Etsy shops')
    expect(capitalise('golf fitness')).toBe('Golf fitness')
    expect(capitalise('iPhone photos')).toBe('iPhone photos')
  })

  it('forms gerunds and spots plural subjects', () => {
    expect(['start', 'make', 'plan', 'open', 'begin', 'tie', 'set'].map(gerund)).toEqual([
      'starting',
      'making',
      'planning',
      'opening',
      'beginning',
      'tying',
      'setting',
    ])
    expect(isPluralPhrase('essential techniques')).toBe(true)
    expect(isPluralPhrase('tools and resources')).toBe(true)
    expect(isPluralPhrase('the basics of golf')).toBe(true)
    expect(isPluralPhrase('golf fitness')).toBe(false)
    expect(isPluralPhrase('measuring progress')).toBe(false)
  })
})

describe('topic forms', () => {
  it('normalises the topic to one line and reads the frame around it', () => {
    expect(topicForms('  "golf   fitness"!! ')).toMatchObject({
      literal: '"golf fitness"!!',
      title: 'Golf Fitness',
      inline: 'golf fitness',
      compact: true,
    })
    expect(topicForms('How to start a podcast')).toMatchObject({
      title: 'Starting a Podcast',
      inline: 'starting a podcast',
      compact: false,
    })
    expect(topicForms('The ultimate guide to sourdough')).toMatchObject({ inline: 'sourdough' })
    expect(topicForms('line one\nline two\t<b>').literal).toBe('line one line two <b>')
    expect(topicForms('<b>bold</b>').compact).toBe(false)
    expect(topicForms('\u0007\u202e').literal).toBe('your project')
    expect(audienceInline(' Busy Parents. ')).toBe('busy parents')
    expect(audienceInline('   ')).toBeUndefined()
  })

  it('derives what a chapter is about from its title', () => {
    expect(chapterSubject('Step 3: Build Your First Routine')).toBe('building your first routine')
    expect(chapterSubject('Common Mistakes and How to Avoid Them')).toBe('common mistakes')
    expect(chapterSubject('Monthly Review: Reflect and Adjust')).toBe('reflecting and adjusting')
    expect(chapterSubject('Weeks 3–4: Find Your Rhythm')).toBe('finding your rhythm')
    expect(chapterSubject('Introduction: Why Golf Fitness Matters')).toBe('golf fitness')
    expect(chapterSubject('The Fundamentals Explained')).toBe('the fundamentals')
  })

  it('clamps at a word boundary without splitting an emoji', () => {
    expect(clampText('one two three four', 10)).toBe('one two…')
    const clamped = clampText(`${'x'.repeat(8)}😀😀`, 10)
    expect(clamped.length).toBeLessThanOrEqual(10)
    expect(clamped).not.toMatch(/[\ud800-\udbff]…$/)
  })

  it('escapes everything Markdown or HTML would interpret', () => {
    expect(escapeMarkdown('<script>*x* _y_ [a](b) `c` # | ~ & \\')).toBe(
      '\\<script\\>\\*x\\* \\_y\\_ \\[a\\](b) \\`c\\` \\# \\| \\~ \\& \\\\',
    )
    expect(escapeMarkdown('- item')).toBe('\\- item')
    expect(escapeMarkdown('1. item')).toBe('1\\. item')
  })
})
