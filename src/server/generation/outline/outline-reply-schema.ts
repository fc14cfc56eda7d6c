import { MATTERS } from '@core/book-matter.ts'
import { PAGE_TEMPLATES, PLANNER_PERIODS, WEEK_LAYOUTS } from '@core/planner.ts'
import { type JSONSchema7, jsonSchema } from 'ai'

/**
 * The JSON schema sent for structured output ('schema' mode). Stricter than the shared
 * outlineSchema in what it asks for (every chapter's plan, the language and the subtitle are required) and
 * plainer in how: OpenAI's strict mode wants every property required and no extra properties;
 * Anthropic's rejects length and count bounds. So it carries types only, and outline-json.ts
 * checks lengths, counts, placeholders and the language tag itself.
 */
const string = (description: string): JSONSchema7 => ({ type: 'string', description })
/** Strict mode wants every property present: an optional one is "this or null". */
const nullableEnum = (values: readonly string[], description: string): JSONSchema7 => ({
  type: ['string', 'null'],
  enum: [...values, null],
  description,
})

/**
 * A planner's or checklist's page template per chapter (issue 28); null for prose chapters and for
 * every chapter of an ebook or a guide. outline-json.ts drops a template of the wrong family.
 */
const PAGE_FIELDS: Record<string, JSONSchema7> = {
  pageTemplate: nullableEnum(PAGE_TEMPLATES, 'Planners and checklists: the page template Folio draws the chapter with; null otherwise.'),
  pageOptions: {
    type: ['object', 'null'],
    description: 'Options of the page template, or null.',
    properties: {
      pages: { type: ['integer', 'null'], description: 'How many pages a one-off page template prints.' },
      layout: nullableEnum(WEEK_LAYOUTS, 'A weekly spread’s days.'),
      period: nullableEnum(PLANNER_PERIODS, 'What a goals or review page covers.'),
    },
    required: ['pages', 'layout', 'period'],
    additionalProperties: false,
  },
}

export const OUTLINE_REPLY_JSON_SCHEMA: JSONSchema7 = {
  type: 'object',
  properties: {
    language: string('BCP 47 tag of the language the topic is written in, e.g. "en", "es", "pt-BR".'),
    title: string('The product title.'),
    subtitle: string('A short, benefit-led subtitle that does not repeat the title or the description.'),
    description: string('One to three sentences on what the buyer gets.'),
    chapters: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          title: string('A specific chapter title.'),
          plan: string('One or two sentences of scope, then "Key points: a; b; c".'),
          // Issue 29: an ebook's or guide's opening and closing chapters are unnumbered; outline-matter.ts checks the order.
          matter: nullableEnum(
            MATTERS,
            'Ebooks and guides: "front" for an opening chapter such as an introduction, "back" for a closing one such as a conclusion, "body" for the numbered chapters; null for planners and checklists.',
          ),
          ...PAGE_FIELDS,
        },
        required: ['title', 'plan', 'matter', 'pageTemplate', 'pageOptions'],
        additionalProperties: false,
      },
    },
  },
  required: ['language', 'title', 'subtitle', 'description', 'chapters'],
  additionalProperties: false,
}

/** No validator: a reply off the schema still reaches the repair turn, which says what is wrong. */
export const outlineReplySchema = jsonSchema<unknown>(OUTLINE_REPLY_JSON_SCHEMA)
