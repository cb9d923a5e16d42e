import { KIND_NAMES } from '@/lib/texture'
import type { KindChoice } from '../api/types'

export const KIND_LABELS: Record<KindChoice, string> = { auto: 'Auto', ...KIND_NAMES }
