// The test-mode card form: what its fields hold, the messages when they do
// not, and the body POST /api/checkout/sessions/{id}/pay takes.
import { z } from 'zod'
import type { CardDetails } from '../api/pay-checkout'

/** isFutureExpiry tells whether MM/YY is this month or later (a card is valid through its month). */
export function isFutureExpiry(expiry: string, now: Date = new Date()): boolean {
  const m = /^(\d{2})\/(\d{2})$/.exec(expiry)
  if (!m) return false
  const month = Number(m[1])
  const year = 2000 + Number(m[2])
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1)
}

export const cardFormSchema = z
  .object({
    cardNumber: z
      .string()
      .transform((v) => v.replace(/\s/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, 'Enter the card number')),
    expiry: z
      .string()
      .trim()
      .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Enter the expiry date as MM/YY')
      .refine((v) => isFutureExpiry(v), 'This card has expired'),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3}$/, 'Enter the 3-digit CVC'),
    name: z.string().trim().min(1, 'Enter the name on the card'),
    agree: z.boolean().refine((v) => v, 'Agree to this to pay'),
  })
  .transform(({ agree: _agree, ...card }): CardDetails => card)

export type CardFormValues = z.input<typeof cardFormSchema>

export const EMPTY_CARD_FORM: CardFormValues = { cardNumber: '', expiry: '', cvc: '', name: '', agree: false }
