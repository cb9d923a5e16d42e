const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * relativeTime writes how long ago a featured texture was shared (product.md §3):
 * 'Just now', 'Nm ago', 'Nh ago', 'Nd ago', or 'Recently' when unknown.
 */
export function relativeTime(createdAt: string | null | undefined, now: number = Date.now()): string {
  const time = createdAt ? Date.parse(createdAt) : Number.NaN
  if (Number.isNaN(time)) return 'Recently'
  const ago = Math.max(0, now - time)
  if (ago < MINUTE) return 'Just now'
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)}m ago`
  if (ago < DAY) return `${Math.floor(ago / HOUR)}h ago`
  return `${Math.floor(ago / DAY)}d ago`
}
