import type { KindChoice } from '../api/types'

export const KIND_LABELS: Record<KindChoice, string> = {
  auto: 'Auto',
  block: 'Block',
  item: 'Item',
  flat: 'Flat item',
}
