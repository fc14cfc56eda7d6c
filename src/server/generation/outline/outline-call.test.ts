import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { captureLog, type LogLine, messages } from '../../../../tests/support/capture-log.ts'
import { defaultOutline, type FakeOpenAI, messageText, startFakeOpenAI } from '../../../../tests/support/fake-openai.ts'
import type { AiConfig } from '../providers/ai-models.ts'
import { createAiSdkProvider } from '../providers/ai-sdk-provider.ts'
import { OUTLINE_REPLY_JSON_SCHEMA } from './outline-reply-schema.ts'

let fake: FakeOpenAI
let logs: LogLine[]
beforeEach(async () => {
  fake = await startFakeOpenAI()
  logs = captureLog()
})
afterEach(async () => {
  await fake.close()
})

const openai = (overrides: Partial<AiConfig> = {}) =>
  createAiSdkProvider(
    { AI_PROVIDER: 'openai', AI_BASE_URL: fake.baseURL, OPENAI_API_KEY: 'sk-test', AI_TIMEOUT_MS: 5000, AI_MAX_RETRIES: 0, ...overrides },
    { sleep: async () => {}, random: () => 0.5 },
  )
const request = { topic: 'Sourdough baking', productType: 'ebook', tone: 'friendly', targetAudience: undefined } as const
const good = defaultOutline('Sourdough baking')
const repairText = () => messageText(fake.requests[1]?.body.messages.at(-1))

/** Keywords OpenAI's strict mode or Anthropic's structured output refuse. */
const REFUSED = ['minLength', 'maxLength', 'minItems', 'maxItems', 'pattern', 'format', 'minimum', 'maximum', 'oneOf', 'allOf', '$ref']
function expectPortable(schema: Record<string, unknown>): void {
  for (const key of REFUSED) expect(schema).not.toHaveProperty(key)
  if (schema.type === 'object') {
    const properties = schema.properties as Record<string, Record<string, unknown>>
    expect(schema.additionalProperties).toBe(false)
    expect([...(schema.required as string[])].sort()).toEqual(Object.keys(properties).sort())
    for (const child of Object.values(properties)) expectPortable(child)
  }
  if (schema.type === 'array') expectPortable(schema.items as Record<string, unknown>)
}

describe('the outline call', () => {
  it('sends a strict, portable reply schema that requires plans, the language and a subtitle', async () => {
    const outline = await openai().generateOutline(request)
    expect(outline.language).toBe('en')
    expect(outline.subtitle).toBe(good.subtitle)
    expect(outline.chapters.every((c) => c.plan && /Key points:/.test(c.plan))).toBe(true)
    const format = fake.requests[0]?.body.response_format as {
      type: string
      json_schema: { strict: boolean; schema: Record<string, unknown> }
    }
    expect(format.type).toBe('json_schema')
    expect(format.json_schema.strict).toBe(true)
    expect(format.json_schema.schema).toMatchObject({ required: ['language', 'title', 'subtitle', 'description', 'chapters'] })
    expectPortable(format.json_schema.schema)
    expectPortable(OUTLINE_REPLY_JSON_SCHEMA as Record<string, unknown>)
    expect(messageText(fake.requests[0]?.body.messages.at(-1))).toMatch(/Key points: .*BCP 47/s)
  })

  it('asks for a short, benefit-led subtitle that does not repeat the description (issue 27)', async () => {
    await openai().generateOutline(request)
    const prompt = messageText(fake.requests[0]?.body.messages.at(-1))
    expect(prompt).toMatch(/- subtitle: a short, benefit-led subtitle/)
    expect(prompt).toMatch(/does NOT repeat the title or the description/)
    expect(prompt).toContain('"subtitle": "…"')
  })

  it.each([
    ['none', undefined],
    ['an empty one', '  '],
    ['the title again', 'Sourdough baking: A Practical Guide'],
    ['the opening of the description', 'Everything you need to get started'],
    ['a stand-in', 'TBD'],
    ['one past the limit', 'Bake '.repeat(40)],
  ])('keeps an outline whose subtitle is %s, without the subtitle and without a repair turn', async (_case, subtitle) => {
    fake.enqueue({ json: { ...good, subtitle } })
    const outline = await openai().generateOutline(request)
    expect(outline).not.toHaveProperty('subtitle')
    expect(outline.title).toBe(good.title)
    expect(fake.requests).toHaveLength(1)
  })

  it.each([
    [
      'a "[To be determined]" chapter',
      { ...good, chapters: good.chapters.map((c, i) => (i === 3 ? { ...c, title: '[To be determined]' } : c)) },
      /chapter 4 title .* is a placeholder/,
    ],
    [
      'a duplicate chapter',
      { ...good, chapters: good.chapters.map((c, i) => (i === 5 ? good.chapters[0]! : c)) },
      /chapter 6 title .* repeats chapter 1/,
    ],
    [
      'too few chapters for an ebook',
      { ...good, chapters: good.chapters.slice(0, 4) },
      /there are 4, but an ebook needs 6 to 10; add 2 chapters/,
    ],
    ['no language', { ...good, language: undefined }, /language: missing/],
  ])('repairs %s once, saying what was wrong', async (_, first, problem) => {
    fake.enqueue({ json: first })
    const outline = await openai().generateOutline(request)
    expect(fake.requests).toHaveLength(2)
    expect(repairText()).toMatch(problem)
    expect(repairText()).toMatch(/corrected JSON only/)
    expect(outline.chapters).toHaveLength(6)
    expect(outline.language).toBe('en')
  })

  it('keeps an outline whose only fault after the repair is missing plans', async () => {
    const planless = { ...good, chapters: good.chapters.map(({ title }) => ({ title })) }
    fake.enqueue({ json: planless }, { json: planless })
    const outline = await openai().generateOutline(request)
    expect(fake.requests).toHaveLength(2)
    expect(outline.chapters.map((c) => c.plan)).toEqual(Array(6).fill(undefined))
    expect(messages(logs, 'warn')).toEqual(['[ai] the outline kept minor problems after one repair; using it as it is'])
  })

  it('fails with invalid_output when a placeholder survives the repair', async () => {
    const tbd = { ...good, chapters: good.chapters.map((c, i) => (i === 0 ? { ...c, title: 'TBD' } : c)) }
    fake.enqueue({ json: tbd }, { json: tbd })
    await expect(openai().generateOutline(request)).rejects.toMatchObject({ failure: 'invalid_output' })
    expect(fake.requests).toHaveLength(2)
  })

  it('asks an OpenAI-compatible server for plans in the prompt and checks them the same way', async () => {
    fake.enqueue({
      text: `Here you go:\n\`\`\`json\n${JSON.stringify({ ...good, chapters: [...good.chapters, { title: 'Chapter 7', plan: 'TBD' }] })}\n\`\`\``,
    })
    const outline = await openai({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llama3.2', OPENAI_API_KEY: undefined }).generateOutline(
      request,
    )
    expect(fake.requests[0]?.body.response_format?.type).toBe('json_object')
    expect(repairText()).toMatch(/chapter 7 title "Chapter 7" is a placeholder/)
    expect(outline.chapters).toHaveLength(6)
  })
})

describe('the outline call on Anthropic', () => {
  it('sends the same portable schema and reads plans and language back', async () => {
    const bodies: Record<string, unknown>[] = []
    const fetch: typeof globalThis.fetch = async (_input, init) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown> & { tools?: { name: string }[] }
      bodies.push(body)
      const tool = body.tools?.[0]
      const content = tool
        ? [{ type: 'tool_use', id: 'toolu_1', name: tool.name, input: good }]
        : [{ type: 'text', text: JSON.stringify(good) }]
      const reply = {
        id: 'msg',
        type: 'message',
        role: 'assistant',
        model: 'claude',
        content,
        stop_reason: tool ? 'tool_use' : 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: 1, output_tokens: 1 },
      }
      return new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } })
    }
    for (const model of ['claude-3-5-haiku-latest', 'claude-sonnet-4-5']) {
      const provider = createAiSdkProvider(
        { AI_PROVIDER: 'anthropic', AI_MODEL: model, ANTHROPIC_API_KEY: 'k', AI_TIMEOUT_MS: 5000, AI_MAX_RETRIES: 0 },
        { fetch },
      )
      const outline = await provider.generateOutline(request)
      expect(outline).toMatchObject({ language: 'en', chapters: good.chapters })
    }
    for (const body of bodies) {
      const tools = body.tools as { input_schema: Record<string, unknown> }[] | undefined
      const config = body.output_config as { format?: { schema: Record<string, unknown> } } | undefined
      const schema = tools?.[0]?.input_schema ?? config?.format?.schema
      expect(schema).toBeDefined()
      expectPortable(schema!)
    }
  })

  describe("a planner's sections (issue 28)", () => {
    const planner = { ...request, topic: 'Meal prep', productType: 'planner' } as const

    it('keeps the page templates a model chose, with no repair turn, and asks for them in the schema', async () => {
      const outline = await openai().generateOutline(planner)
      expect(outline.chapters.map((c) => c.pageTemplate)).toEqual(['year', 'month', 'week', 'habits', 'review', 'notes-lined'])
      expect(fake.requests).toHaveLength(1)
      const format = fake.requests[0]?.body.response_format as unknown as {
        json_schema: { schema: { properties: { chapters: { items: unknown } } } }
      }
      expect(format.json_schema.schema.properties.chapters.items).toMatchObject({
        required: ['title', 'plan', 'matter', 'pageTemplate', 'pageOptions'],
        properties: { pageTemplate: { enum: expect.arrayContaining(['meal-plan', 'checklist', null]) } },
      })
    })

    it('asks once more when no section has a template, then keeps the prose outline rather than failing', async () => {
      fake.enqueue({ json: good }, { json: good })
      const outline = await openai().generateOutline(planner)
      expect(outline.chapters.map((c) => c.title)).toEqual(good.chapters.map((c) => c.title))
      expect(fake.requests).toHaveLength(2)
      expect(repairText()).toMatch(/pageTemplate: no chapter has one/)
      expect(repairText()).toContain('"pageTemplate": "…", "pageOptions": null')
    })
  })
})
