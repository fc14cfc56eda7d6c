import type { LaunchPiece } from '@core/launch-kit.ts'
import type { LaunchBrief } from '../../src/server/generation/providers/provider.ts'
import type { LaunchReply } from '../../src/server/generation/launch-kit/launch-reply-schemas.ts'

/**
 * For the launch kit's tests: a book's brief, in English and in Spanish, and for each piece a
 * reply as a model writes it, within every limit. Tests change one field to play a bad reply.
 */

export const CHAPTER_ONE =
  '## Why Meal Prep Works\n\n' +
  'Most weeknight stress starts at five in the afternoon, when the fridge is full and nothing in it is dinner. ' +
  'Meal prep moves that decision to Sunday, when you have time to think.\n\n' +
  'In this chapter you will plan one week: three dinners, two lunches and a list you can shop in one trip. ' +
  'Nothing fancy, just food you already like, cooked once and eaten twice.\n\n' +
  '### The one-hour plan\n\n' +
  'Start with what you have. Open the fridge, write down what needs using, and build the first dinner around it.'

export const BRIEF: LaunchBrief = {
  title: 'Meal Prep Made Simple',
  subtitle: 'Plan, Shop and Cook a Week of Dinners in One Afternoon',
  description: 'A practical guide to planning and cooking a week of weeknight dinners in one afternoon.',
  productType: 'guide',
  tone: 'friendly',
  targetAudience: 'busy parents',
  language: 'en',
  chapters: [
    {
      title: 'Why Meal Prep Works',
      plan: 'Why planning on Sunday saves weeknights. Key points: decision fatigue; the one-hour plan; a first week.',
    },
    {
      title: 'The Shopping List',
      plan: 'One list, one trip. Key points: pantry audit; a master list; buying in bulk.',
      summary: 'Builds a reusable list.',
    },
    { title: 'Cook Once, Eat Twice', plan: 'Batch cooking basics. Key points: bases; sauces; storing safely.' },
    { title: 'Keeping It Going', plan: 'Making it a habit. Key points: a rotation; leftovers night; the family’s say.' },
  ],
  firstChapter: { title: 'Why Meal Prep Works', content: CHAPTER_ONE },
  wordCount: 12000,
}

export const BRIEF_ES: LaunchBrief = {
  ...BRIEF,
  title: 'Preparar comidas fácil',
  subtitle: 'Planifica, compra y cocina las cenas de la semana en una tarde',
  description: 'Una guía práctica para planificar y cocinar las cenas de la semana en una sola tarde.',
  language: 'es',
}

const five = <T>(make: (n: number) => T): T[] => [1, 2, 3, 4, 5].map(make)

export const REPLIES: { [P in LaunchPiece]: LaunchReply<P> } = {
  kdp: {
    title: 'Meal Prep Made Simple',
    subtitle: 'Plan, Shop and Cook a Week of Dinners in One Afternoon',
    descriptionHtml:
      '<p><b>Dinner is decided before Monday starts.</b></p><p>This guide walks you through one afternoon of planning and cooking.</p>' +
      '<ul><li>Plan three dinners and two lunches</li><li>Shop in one trip with a master list</li><li>Cook once and eat twice</li></ul>',
    keywords: [
      'weekly dinner planning',
      'batch cooking for families',
      'weeknight dinners for busy parents',
      'grocery list organizer',
      'cook once eat twice',
      'family dinner ideas',
      'sunday cooking routine',
    ],
    categories: [
      { name: 'Cookbooks, Food & Wine > Quick & Easy', reason: 'Weeknight dinners with little time.' },
      { name: 'Cookbooks, Food & Wine > Cooking by Ingredient', reason: 'Built around what is in the fridge.' },
      { name: 'Health, Fitness & Dieting > Nutrition', reason: 'Planned meals replace takeaway.' },
    ],
  },
  etsy: {
    title: 'Meal Prep Guide PDF, Weekly Dinner Planner, Grocery List Printable, Batch Cooking Guide for Busy Parents',
    titleAlternatives: ['Weekly Meal Prep Guide, Printable Dinner Plan and Shopping List'],
    tags: [
      'meal prep guide',
      'meal planner',
      'grocery list',
      'batch cooking',
      'dinner planner',
      'weekly menu',
      'family dinners',
      'busy mom gift',
      'printable guide',
      'digital download',
      'pdf ebook',
      'kitchen planner',
      'cooking guide',
    ],
    description:
      "What's included: a 40-page PDF guide (Why Meal Prep Works, The Shopping List, Cook Once Eat Twice, Keeping It Going). " +
      'Download it from your Etsy purchases and read it on any device. This is a digital download: nothing physical ships.',
  },
  storeCopy: {
    summary: 'Plan, shop and cook a week of dinners in one afternoon.',
    description: 'Weeknights get easier when dinner is decided on Sunday. This guide shows you how, step by step.',
    whatsInside: '- Why Meal Prep Works\n- The Shopping List\n- Cook Once, Eat Twice\n- Keeping It Going',
  },
  salesPage: {
    headlines: ['Dinner, decided by Sunday night', 'One afternoon, a week of dinners', 'Stop asking "what’s for dinner?"'],
    subheadline: 'A friendly guide to planning and cooking a week of dinners in one afternoon.',
    benefits: [
      'Plan a week of dinners in one hour',
      'Shop in one trip with a master list',
      'Cook once and eat twice',
      'Store food safely',
      'Keep the habit going with a rotation',
    ],
    forWhom: 'Busy parents who cook most nights and want weeknights calmer.',
    notFor: 'Chefs looking for restaurant recipes.',
    whatsInside: '- Why Meal Prep Works\n- The Shopping List\n- Cook Once, Eat Twice\n- Keeping It Going',
    excerpt:
      'Most weeknight stress starts at five in the afternoon, when the fridge is full and nothing in it is dinner. Meal prep moves that decision to Sunday, when you have time to think.',
    faq: five((n) => ({ q: `Question ${n} about the guide?`, a: `A plain answer number ${n}.` })),
    guarantee: 'If it does not help, ask for a refund within 30 days.',
    callToAction: 'Get the guide',
  },
  emails: {
    emails: ['warm-up', 'story', 'announcement', 'details', 'proof', 'objections', 'last call'].map((kind) => ({
      subject: `The ${kind} email about weeknight dinners`,
      subjectAlt: `Another subject for the ${kind} email`,
      preview: 'Open this when you have two minutes to spare.',
      body: `Hi there,\n\nThis is the ${kind} email. It talks about planning dinners on Sunday and cooking once for the week.\n\nTalk soon.`,
    })),
  },
  social: {
    x: five((n) => `Post ${n}: the one-hour plan for a week of dinners, from the guide.`),
    linkedin: five((n) => `Post ${n} for LinkedIn.\n\nPlanning dinners on Sunday gives the whole week back to the family.`),
    instagram: five((n) => ({ caption: `Caption ${n}: dinner, decided on Sunday.`, hashtags: ['#mealprep', '#familydinners'] })),
    bio: 'Helping busy parents plan a week of dinners in one afternoon.',
  },
  leadMagnet: {
    title: 'The one-hour meal plan worksheet',
    bullets: ['Plan three dinners in one hour', 'A shopping list you can reuse', 'What to cook first on Sunday'],
    button: 'Send me the worksheet',
  },
}

/** The same replies in Spanish, where a test needs the book's language. */
export const REPLIES_ES: Partial<{ [P in LaunchPiece]: LaunchReply<P> }> = {
  leadMagnet: {
    title: 'La hoja para planificar las cenas de la semana en una hora',
    bullets: [
      'Planifica tres cenas en una hora',
      'Una lista de la compra para usar cada semana',
      'Qué cocinar primero el domingo por la tarde',
    ],
    button: 'Quiero la hoja',
  },
}
