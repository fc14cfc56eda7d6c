import type { ComponentProps } from 'react'
import { type PageTemplate, pageTemplatesFor } from '@core/planner.ts'
import { PAGE_TEMPLATE_INFO } from '@core/page-templates.ts'
import { NativeSelect } from '@web/components/ui/native-select.tsx'
import { SECTION_TEXT } from './section-text.ts'

/** The value of 'Text page (no template)' in the select: a section without a page template. */
export const TEXT_PAGE = ''

export const templateOf = (value: string): PageTemplate | undefined => (value === TEXT_PAGE ? undefined : (value as PageTemplate))

/** The product type's page templates, by their labels, then 'Text page (no template)'. */
export function TemplateSelect({
  productType,
  value,
  onTemplate,
  ...props
}: Omit<ComponentProps<'select'>, 'value' | 'onChange'> & {
  productType: 'planner' | 'checklist'
  value: PageTemplate | undefined
  onTemplate(template: PageTemplate | undefined): void
}) {
  return (
    <NativeSelect {...props} value={value ?? TEXT_PAGE} onChange={(e) => onTemplate(templateOf(e.target.value))}>
      {pageTemplatesFor(productType).map((t) => (
        <option key={t} value={t}>
          {PAGE_TEMPLATE_INFO[t].label}
        </option>
      ))}
      <option value={TEXT_PAGE}>{SECTION_TEXT.textPage}</option>
    </NativeSelect>
  )
}
