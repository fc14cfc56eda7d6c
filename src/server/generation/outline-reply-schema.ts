import { type JSONSchema7, jsonSchema } from 'ai'

/**
 * The JSON schema sent for structured output ('schema' mode). Stricter than the shared
 * outlineSchema in what it asks for (every chapter's plan, the language and the subtitle are required) and
 * plainer in how: OpenAI's strict mode wants every property required and no extra properties;
 * Anthropic's rejects length and count bounds. So it carries types only, and outline-json.ts
 * checks lengths, counts, placeholders and the language tag itself.
 */
const string = (description: string): JSONSchema7 => ({ type: 'string', description })

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
        },
        required: ['title', 'plan'],
        additionalProperties: false,
      },
    },
  },
  required: ['language', 'title', 'subtitle', 'description', 'chapters'],
  additionalProperties: false,
}

/** No validator: a reply off the schema still reaches the repair turn, which says what is wrong. */
export const outlineReplySchema = jsonSchema<unknown>(OUTLINE_REPLY_JSON_SCHEMA)
