import type { ProductType, Tone } from '@core/generation.ts'

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)

/** 'guide' → 'Guide', as the generator's selects name the options. */
export const typeLabel = (type: ProductType) => capitalised(type)
export const toneLabel = (tone: Tone) => capitalised(tone)
