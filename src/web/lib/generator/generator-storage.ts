import { PRODUCT_TYPES, type ProductType, TONES, type Tone } from '@core/generation.ts'
import type { Matter } from '@core/book-matter.ts'
import type { Outline } from '@core/generation-schemas.ts'
import { PAGE_TEMPLATES, type PageTemplate, PLANNER_LIMITS, PLANNER_PERIODS, WEEK_LAYOUTS } from '@core/planner.ts'
import { type Draft, INITIAL_GENERATOR_FORM, PERSISTED_FIELDS, type PersistedGeneratorForm } from './generator-form.ts'
import { type OutlineInput, outlineInputOf } from './outline-input.ts'

/**
 * Bump the version when the stored shape changes: older data is then ignored, never misread.
 * v2 records whose form it is; v1 had no owner, so nobody can tell whose it was (decision 0029).
 */
export const GENERATOR_STORAGE_KEY = 'folio-generator-form-v2'
const UNOWNED_STORAGE_KEYS = ['folio-generator-form-v1']

type Stored = Partial<PersistedGeneratorForm>

/** The stored form and whose it is: a user id, or null for a signed-out visitor's input. */
export interface StoredGeneratorRecord {
  owner: string | null
  form: Stored
}
type Obj = Record<string, unknown>

const isRecord = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)
const isString = (v: unknown): v is string => typeof v === 'string'
// The shape of languageTagSchema's tag, without loading zod on the home page.
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * A planner's or checklist's section (issue 28): its page template and the options that pass
 * pageOptionsSchema's rules, checked by hand like the rest of this file (no zod on the home page).
 */
function pageFieldsOf(c: Obj): Pick<Outline['chapters'][number], 'pageTemplate' | 'pageOptions'> {
  if (!PAGE_TEMPLATES.includes(c.pageTemplate as PageTemplate)) return {}
  const o = isRecord(c.pageOptions) ? c.pageOptions : {}
  const pages = Number.isInteger(o.pages) && (o.pages as number) >= 1 && (o.pages as number) <= PLANNER_LIMITS.maxSectionPages
  const layout = WEEK_LAYOUTS.find((l) => l === o.layout)
  const period = PLANNER_PERIODS.find((p) => p === o.period)
  const pageOptions = { ...(pages ? { pages: o.pages as number } : {}), ...(layout ? { layout } : {}), ...(period ? { period } : {}) }
  return { pageTemplate: c.pageTemplate as PageTemplate, ...(Object.keys(pageOptions).length ? { pageOptions } : {}) }
}

function asOutline(v: unknown): Outline | null | undefined {
  if (v === null) return null
  if (!isRecord(v) || !isString(v.title) || !isString(v.description) || !Array.isArray(v.chapters)) return undefined
  if (!v.chapters.every((c) => isRecord(c) && isString(c.title))) return undefined
  // Plans and the language came later; a copy without them (or with a bad one) simply has none.
  const chapters = v.chapters.map((c: Obj) => ({
    title: c.title as string,
    ...(isString(c.plan) ? { plan: c.plan } : {}),
    ...pageFieldsOf(c),
    // Front or back matter (issue 29): the three values of MATTERS, spelt out to keep book-matter.ts off the home page.
    ...(c.matter === 'front' || c.matter === 'body' || c.matter === 'back' ? { matter: c.matter as Matter } : {}),
  }))
  const language = isString(v.language) && LANGUAGE_TAG.test(v.language) ? { language: v.language } : {}
  // So did the subtitle (issue 27): kept when it is text, so the draft carries it into the project.
  const subtitle = isString(v.subtitle) && v.subtitle.trim() ? { subtitle: v.subtitle } : {}
  return { title: v.title, ...subtitle, description: v.description, chapters, ...language }
}

function asDraft(v: unknown): Draft | null | undefined {
  if (v === null) return null
  if (!isRecord(v) || !isString(v.title) || !isString(v.description) || !Array.isArray(v.chapters)) return undefined
  if (!v.chapters.every((c) => isRecord(c) && isString(c.title) && isString(c.content))) return undefined
  const chapters = v.chapters.map((c: Obj) => ({ title: c.title as string, content: c.content as string }))
  return { title: v.title, description: v.description, chapters }
}

const isProductType = (v: unknown): v is ProductType => PRODUCT_TYPES.includes(v as ProductType)
const isTone = (v: unknown): v is Tone => TONES.includes(v as Tone)

function asOutlineInput(v: unknown): OutlineInput | null | undefined {
  if (v === null) return null
  if (!isRecord(v) || !isString(v.topic) || !isProductType(v.productType) || !isTone(v.tone) || !isString(v.targetAudience))
    return undefined
  return outlineInputOf(v as unknown as OutlineInput)
}

/** Plain checks rather than zod: this runs with the home page. Each bad field falls back on its own. */
const readers: { [K in keyof PersistedGeneratorForm]: (v: unknown) => PersistedGeneratorForm[K] | undefined } = {
  topic: (v) => (isString(v) ? v : undefined),
  productType: (v) => (isProductType(v) ? v : undefined),
  tone: (v) => (isTone(v) ? v : undefined),
  targetAudience: (v) => (isString(v) ? v : undefined),
  outline: asOutline,
  outlineInput: asOutlineInput,
  draft: asDraft,
  title: (v) => (isString(v) ? v : undefined),
  description: (v) => (isString(v) ? v : undefined),
  currentChapterIndex: (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : undefined),
  // Added after v1 without a bump: older copies simply have none, which reads as "no project yet".
  projectId: (v) => (v === null ? null : isString(v) && UUID.test(v) ? v : undefined),
  // Issue 30: likewise; a copy from before outlines were kept has none (its outline is not on the account).
  outlineId: (v) => (v === null ? null : isString(v) && UUID.test(v) ? v : undefined),
  draftedProject: (v) =>
    v === null ? null : isRecord(v) && isString(v.id) && UUID.test(v.id) && isString(v.title) ? { id: v.id, title: v.title } : undefined,
}

/** What a stored JSON text holds that is still usable; corrupt text gives {}. */
export function parseStoredGeneratorForm(text: string | null): Stored {
  if (!text) return {}
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return {}
  }
  if (!isRecord(value)) return {}
  const result: Obj = {}
  for (const field of PERSISTED_FIELDS) {
    const read = readers[field](value[field])
    if (read !== undefined) result[field] = read
  }
  return withOutlineInput(result as Stored)
}

/**
 * An outline stored before outlines remembered their input (decision 0059) is taken to be made for
 * the input stored with it: nothing better is known, and a later change still marks it.
 */
function withOutlineInput(form: Stored): Stored {
  if (!form.outline || form.outlineInput) return form
  return { ...form, outlineInput: outlineInputOf({ ...INITIAL_GENERATOR_FORM, ...form }) }
}

function pickPersisted(form: PersistedGeneratorForm): Obj {
  const picked: Obj = {}
  for (const field of PERSISTED_FIELDS) picked[field] = form[field]
  return picked
}

export function serializeGeneratorForm(form: PersistedGeneratorForm): string {
  return JSON.stringify(pickPersisted(form))
}

/** A v2 record; null when there is none, or its owner cannot be read (then nobody gets it). */
export function parseGeneratorRecord(text: string | null): StoredGeneratorRecord | null {
  if (!text) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (!isRecord(value) || !(value.owner === null || (isString(value.owner) && value.owner !== ''))) return null
  return { owner: value.owner, form: isRecord(value.form) ? parseStoredGeneratorForm(JSON.stringify(value.form)) : {} }
}

export function serializeGeneratorRecord(owner: string | null, form: PersistedGeneratorForm): string {
  return JSON.stringify({ owner, form: pickPersisted(form) })
}

/** The browser's storage, or null where there is none or it is blocked (privacy settings). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/** The stored record; an unowned copy from before v2 is deleted unread, whoever left it. */
export function loadGeneratorRecord(storage: Storage | null): StoredGeneratorRecord | null {
  try {
    for (const key of UNOWNED_STORAGE_KEYS) storage?.removeItem(key)
    return parseGeneratorRecord(storage?.getItem(GENERATOR_STORAGE_KEY) ?? null)
  } catch {
    return null
  }
}

export function saveGeneratorRecord(storage: Storage | null, owner: string | null, form: PersistedGeneratorForm): void {
  try {
    storage?.setItem(GENERATOR_STORAGE_KEY, serializeGeneratorRecord(owner, form))
  } catch {
    // Full or blocked storage: the form still works for this page's life, it just won't survive a reload.
  }
}

/** Deletes the stored form unless it is `keepOwner`'s (another tab may already hold the next user's). */
export function removeGeneratorRecord(storage: Storage | null, keepOwner: string | null): void {
  try {
    const text = storage?.getItem(GENERATOR_STORAGE_KEY) ?? null
    if (text === null) return
    const record = parseGeneratorRecord(text)
    if (record && record.owner === keepOwner) return
    storage?.removeItem(GENERATOR_STORAGE_KEY)
  } catch {
    // Blocked storage holds nothing to remove.
  }
}
