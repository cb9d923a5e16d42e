/**
 * sanitizePriceInput keeps what the plan editor's price field may hold:
 * digits and at most one decimal point (product.md §5).
 */
export function sanitizePriceInput(raw: string): string {
  let seenPoint = false
  let out = ''
  for (const ch of raw) {
    if (ch >= '0' && ch <= '9') out += ch
    else if (ch === '.' && !seenPoint) {
      seenPoint = true
      out += ch
    }
  }
  return out
}

/** priceToCents turns the editor's dollars into integer cents by rounding; blank or "." is 0. */
export function priceToCents(input: string): number {
  const dollars = Number.parseFloat(sanitizePriceInput(input))
  return Number.isFinite(dollars) ? Math.round(dollars * 100) : 0
}

/** centsToInput is the price field's text for a stored price: 999 -> "9.99", 0 -> "0". */
export function centsToInput(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2)
}

/** formatPrice writes cents as the pricing cards and FAQ do: 999 -> "$9.99", 0 -> "$0". */
export function formatPrice(cents: number): string {
  if (cents === 0) return '$0'
  return `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

/**
 * thousands writes 3200 as "3,200", by hand: toLocaleString sets up Intl on its
 * first call, a long task on a slow phone's landing page.
 */
export function thousands(n: number): string {
  const digits = String(Math.trunc(Math.abs(n)))
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return n < 0 ? `-${grouped}` : grouped
}

let usd: Intl.NumberFormat | null = null

/**
 * formatUsd writes cents as US dollars in the reader's locale (750 -> "$7.50"
 * in en-US), for the checkout and billing pages. Not for the landing page: its
 * prerendered HTML must not depend on the browser's locale (formatPrice).
 */
export function formatUsd(cents: number): string {
  usd ??= new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' })
  return usd.format(cents / 100)
}

/** formatPerCredit is a package's price per credit to the cent: 750 cents for 10 credits -> "$0.75". */
export function formatPerCredit(cents: number, credits: number): string {
  return formatUsd(credits > 0 ? Math.round(cents / credits) : 0)
}
