import type { ModelMessage } from 'ai'

/** Replies continued after stopping at the output limit (decision 34); a dropped stream's continuation is counted as a retry instead. */
export const MAX_CONTINUATIONS = 2

export const CONTINUE_PROMPT =
  'Your reply stopped before its end. Continue exactly where it stopped, even in the middle of a word or a sentence. ' +
  'Do not repeat anything already written, and add no heading, no preamble and no remark: ' +
  'reply with the rest of the text only, and finish it as you meant to.'

/**
 * The messages of a call: the task alone, or, to continue, the task, the text so far as the
 * model's own turn, and the request to go on. The model sees its raw text (before cleaning),
 * so it picks up at the exact character where it stopped.
 */
export function callMessages(prompt: string, partial: string, prefix?: string): ModelMessage[] {
  const task = taskMessages(prompt, prefix)
  if (!partial) return task
  return [...task, { role: 'assistant', content: partial }, { role: 'user', content: CONTINUE_PROMPT }]
}

/** Anthropic caches the prompt up to a marked block (5 minutes); OpenAI caches any long shared prefix by itself. */
export const CACHE_BREAKPOINT = { anthropic: { cacheControl: { type: 'ephemeral' } } } as const

/**
 * The task as one user message; when its start is shared by every call of its kind in a book
 * (decision 82), that message has two text parts, the shared one marked as a cache breakpoint.
 * One message, not two: servers with strict chat templates (vLLM, llama.cpp with Mistral or
 * Gemma templates) refuse two user turns in a row.
 */
function taskMessages(prompt: string, prefix?: string): ModelMessage[] {
  if (!prefix || !prompt.startsWith(prefix) || prompt.length === prefix.length) return [{ role: 'user', content: prompt }]
  return [
    {
      role: 'user',
      content: [
        { type: 'text', text: prefix, providerOptions: CACHE_BREAKPOINT },
        { type: 'text', text: prompt.slice(prefix.length) },
      ],
    },
  ]
}

/** No text under the heading: a first line that is a heading, then only blanks. */
export function isEmptyText(text: string): boolean {
  const body = text.trim().replace(/^#{1,6}[ \t][^\n]*/, '')
  return body.trim() === ''
}
