import { Leaf, type LucideIcon, TrendingUp, Trophy, Zap } from 'lucide-react'
import type { KitIcon } from '@core/starter-kits.ts'

export const KIT_ICONS: Record<KitIcon, LucideIcon> = { trophy: Trophy, zap: Zap, leaf: Leaf, 'trending-up': TrendingUp }
