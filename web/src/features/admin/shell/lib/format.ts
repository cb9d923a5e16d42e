// How the admin area writes dates, counts and money.

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null
  const date = new Date(iso)
  // The server writes Go's zero time for "never" (a user never seen).
  return Number.isNaN(date.getTime()) || date.getUTCFullYear() <= 1 ? null : date
}

/** formatDate writes an RFC 3339 time as "Nov 26, 2026"; '' for none. */
export function formatDate(iso: string | null | undefined): string {
  return parse(iso)?.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) ?? ''
}

/** formatDateTime writes an RFC 3339 time as "Nov 26, 2026, 10:00 AM" in the reader's time zone; '' for none. */
export function formatDateTime(iso: string | null | undefined): string {
  return parse(iso)?.toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }) ?? ''
}

/** formatCount writes 3200 as "3,200". */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US')
}

/** formatUsd writes cents as dollars: 199900 -> "$1,999.00". */
export function formatUsd(cents: number): string {
  return (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' })
}

/** signed writes a ledger amount with its sign: 10 -> "+10", -1 -> "-1". */
export function signed(n: number): string {
  return n > 0 ? `+${formatCount(n)}` : formatCount(n)
}
