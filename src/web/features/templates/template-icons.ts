import { Briefcase, Dumbbell, Flag, Flower2, ListChecks, type LucideIcon, Megaphone, Plane, Utensils } from 'lucide-react'
import type { TemplateIcon } from '@core/templates.ts'

export const TEMPLATE_ICONS: Record<TemplateIcon, LucideIcon> = {
  golf: Flag,
  dumbbell: Dumbbell,
  utensils: Utensils,
  'list-checks': ListChecks,
  flower: Flower2,
  briefcase: Briefcase,
  plane: Plane,
  megaphone: Megaphone,
}
