// The grant-or-take credits form: what the server accepts (docs/admin-api.md),
// checked before sending so the admin sees the mistake at the field.

const MAX_CREDIT_CHANGE = 100_000
export const MAX_REASON = 200

export type CreditDirection = 'grant' | 'take'

interface CreditFormValues {
  direction: CreditDirection
  /** As typed. */
  amount: string
  reason: string
}

export interface CreditFormErrors {
  amount?: string
  reason?: string
}

/**
 * checkCreditForm returns the signed amount to send (positive grants,
 * negative takes) and the trimmed reason, or the errors to show.
 */
export function checkCreditForm(values: CreditFormValues): { amount: number; reason: string } | { errors: CreditFormErrors } {
  const errors: CreditFormErrors = {}
  const raw = values.amount.trim()
  const n = /^\d+$/.test(raw) ? Number(raw) : NaN
  if (!Number.isInteger(n) || n < 1 || n > MAX_CREDIT_CHANGE) {
    errors.amount = `Enter a whole number of credits from 1 to ${MAX_CREDIT_CHANGE.toLocaleString('en-US')}.`
  }
  const reason = values.reason.trim()
  if (reason === '') errors.reason = 'Give a reason: it is kept in the ledger.'
  else if (reason.length > MAX_REASON) errors.reason = `Keep the reason to ${MAX_REASON} characters (it has ${reason.length}).`
  if (errors.amount || errors.reason) return { errors }
  return { amount: values.direction === 'take' ? -n : n, reason }
}
