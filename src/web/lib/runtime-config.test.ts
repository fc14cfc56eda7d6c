// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { configFromDocument, parseGenerationSettings, parseRuntimeConfig } from './runtime-config.ts'

const origin = 'http://127.0.0.1:4173'

describe('parseRuntimeConfig', () => {
  it('reads a null supabaseUrl as this origin', () => {
    expect(parseRuntimeConfig('{"supabaseUrl":null,"supabaseAnonKey":"anon"}', origin)).toEqual({
      supabaseUrl: 'http://127.0.0.1:4173',
      supabaseAnonKey: 'anon',
      generation: null,
    })
  })

  it('keeps a hosted URL without its trailing slash', () => {
    expect(parseRuntimeConfig('{"supabaseUrl":"https://abc.supabase.co/","supabaseAnonKey":"k"}', origin)).toEqual({
      supabaseUrl: 'https://abc.supabase.co',
      supabaseAnonKey: 'k',
      generation: null,
    })
  })

  it('reads the generation settings the server sends', () => {
    const text = '{"supabaseUrl":null,"supabaseAnonKey":"k","generation":{"writer":"offline","offline":true,"draftConcurrency":3}}'
    expect(parseRuntimeConfig(text, origin)?.generation).toEqual({ writer: 'offline', offline: true, draftConcurrency: 3 })
  })

  it('keeps the auth settings when the generation part is unusable', () => {
    const text = '{"supabaseUrl":null,"supabaseAnonKey":"k","generation":{"writer":"openai","offline":"no","draftConcurrency":3}}'
    expect(parseRuntimeConfig(text, origin)).toMatchObject({ supabaseAnonKey: 'k', generation: null })
  })

  it.each([
    'not json',
    'null',
    '{"supabaseUrl":null}',
    '{"supabaseUrl":null,"supabaseAnonKey":""}',
    '{"supabaseUrl":42,"supabaseAnonKey":"k"}',
    '{"supabaseUrl":"javascript:alert(1)","supabaseAnonKey":"k"}',
    '{"supabaseUrl":"not a url","supabaseAnonKey":"k"}',
  ])('rejects %s', (text) => {
    expect(parseRuntimeConfig(text, origin)).toBeNull()
  })
})

describe('parseGenerationSettings', () => {
  it.each([
    null,
    'offline',
    { writer: '', offline: true, draftConcurrency: 3 },
    { writer: 'openai', offline: false, draftConcurrency: 0 },
    { writer: 'openai', offline: false, draftConcurrency: 2.5 },
    { writer: 'openai', offline: false },
  ])('rejects %j', (value) => {
    expect(parseGenerationSettings(value)).toBeNull()
  })

  it('accepts a provider writer', () => {
    expect(parseGenerationSettings({ writer: 'anthropic', offline: false, draftConcurrency: 10 })).toEqual({
      writer: 'anthropic',
      offline: false,
      draftConcurrency: 10,
    })
  })
})

describe('configFromDocument', () => {
  afterEach(() => {
    document.head.innerHTML = ''
  })

  it('reads the folio-config meta tag', () => {
    document.head.innerHTML = `<meta name="folio-config" content='{"supabaseUrl":null,"supabaseAnonKey":"anon"}'>`
    expect(configFromDocument(document, origin)?.supabaseAnonKey).toBe('anon')
  })

  it('gives null without one', () => {
    expect(configFromDocument(document, origin)).toBeNull()
  })
})
