import { resetGeneratorTab } from '../../src/web/lib/generator/generator-store.ts'
import { INITIAL_GENERATOR_FORM } from '../../src/web/lib/generator/generator-form.ts'
import { updateGeneratorForm } from '../../src/web/lib/generator/generator-store.ts'

/** Between jsdom tests: the generator form back to its defaults (stored copy too) and no run in this tab. */
export function resetGeneratorState(): void {
  updateGeneratorForm({ ...INITIAL_GENERATOR_FORM })
  resetGeneratorTab()
}
