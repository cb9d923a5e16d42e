import type { LicenseType } from '../api/types'

/** previewEdge is the largest whole multiple of a texture's size within the 240 px preview (product.md §9). */
export function previewEdge(size: number, max = 240): number {
  return size > 0 ? Math.max(1, Math.floor(max / size)) * size : max
}

export const LICENSE_NAMES: Record<LicenseType, string> = { free: 'Free to Use', restricted: 'Restricted' }

/** sharedOn formats when a texture was shared, as a date. */
export function sharedOn(iso: string): string {
  const date = new Date(iso)
  if (!iso || Number.isNaN(date.getTime())) return 'Unknown'
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })
}

/** compactCount writes large counts short: 999, 1.2K, 34K. */
export function compactCount(n: number): string {
  return new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(n)
}
