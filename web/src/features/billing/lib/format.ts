/** formatDate writes an RFC 3339 time as a long date ("December 24, 2026"); '' for a bad one. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
}

/** signedCredits writes a ledger amount with its sign: 10 -> "+10", -1 -> "-1". */
export function signedCredits(amount: number): string {
  return amount > 0 ? `+${amount}` : String(amount)
}

/** creditsText is "1 credit" or "N credits". */
export function creditsText(n: number): string {
  return n === 1 ? '1 credit' : `${n.toLocaleString('en-US')} credits`
}
