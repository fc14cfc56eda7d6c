/**
 * Everything that runs once a generate button is pressed (requests, streams, toasts), loaded
 * then rather than with the home page: see lazy-flows.ts.
 */
export { cancelDraft, generateDraft, resumeDraft } from './draft/draft-actions.ts'
export { generateOutline } from './outline/outline-flow.ts'
