import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { formatUsd } from '@/lib/plan-price'
import { usePayCheckout } from '../api/pay-checkout'
import type { Checkout } from '../api/types'
import { cardFormSchema, EMPTY_CARD_FORM } from '../lib/card-form'
import { CardField } from './card-field'
import { PayError } from './pay-error'

/**
 * CardForm is the test-mode page's card form (docs/payments-api.md lists the
 * test cards) with the agreement the refund policy promises is asked at
 * checkout; 'Pay $X.XX' pays and goes on to the success page.
 */
export function CardForm({ checkout }: { checkout: Checkout }) {
  const id = useId()
  const pay = usePayCheckout(checkout.id)
  const form = useForm({ resolver: zodResolver(cardFormSchema), defaultValues: EMPTY_CARD_FORM })
  const { errors } = form.formState
  const leaving = pay.isPending || pay.isSuccess
  const hintId = `${id}-cards`

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={form.handleSubmit((card) => pay.mutate(card))}
      className="grid gap-5 rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight">
        Card details
      </h2>
      <p id={hintId} className="rounded-md bg-muted/60 px-3 py-2 text-sm text-muted-foreground">
        Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined; 4000 0000 0000 0341 pays now, then every renewal fails. Use
        any future expiry date, any 3-digit CVC and any name.
      </p>
      <CardField
        id={`${id}-number`}
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        hintId={hintId}
        error={errors.cardNumber?.message}
        {...form.register('cardNumber')}
      />
      <div className="grid grid-cols-2 gap-4">
        <CardField
          id={`${id}-expiry`}
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          error={errors.expiry?.message}
          {...form.register('expiry')}
        />
        <CardField
          id={`${id}-cvc`}
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={3}
          error={errors.cvc?.message}
          {...form.register('cvc')}
        />
      </div>
      <CardField id={`${id}-name`} label="Name on card" autoComplete="cc-name" error={errors.name?.message} {...form.register('name')} />
      <div className="grid gap-1.5">
        <div className="flex items-start gap-3">
          <input
            id={`${id}-agree`}
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            aria-invalid={errors.agree ? true : undefined}
            aria-describedby={errors.agree ? `${id}-agree-error` : undefined}
            {...form.register('agree')}
          />
          <label htmlFor={`${id}-agree`} className="text-sm">
            I agree that my right of withdrawal ends once I start using the credits I buy.
          </label>
        </div>
        <a
          href="/refund-policy"
          target="_blank"
          rel="noreferrer"
          className="ml-7 text-sm font-medium text-primary underline underline-offset-4"
        >
          Refund policy<span className="sr-only"> (opens in a new tab)</span>
        </a>
        {errors.agree ? (
          <p id={`${id}-agree-error`} className="ml-7 text-sm text-destructive">
            {errors.agree.message}
          </p>
        ) : null}
      </div>
      <PayError error={pay.error} checkout={checkout} />
      <Button type="submit" size="lg" disabled={leaving}>
        {leaving ? 'Paying…' : `Pay ${formatUsd(checkout.amountUsd)}`}
      </Button>
    </form>
  )
}
