import { useController } from 'react-hook-form'
import { formatPrice, priceToCents, sanitizePriceInput } from '@/lib/plan-price'
import type { PlanFormValues } from '../lib/plan-form'
import { Field } from './field'

/** PriceField takes dollars (digits and one decimal point) and shows the price as the card will. */
export function PriceField({ id }: { id: string }) {
  const { field } = useController<PlanFormValues, 'price'>({ name: 'price' })
  const cents = priceToCents(field.value)
  return (
    <Field
      id={id}
      label="Price (USD per month)"
      hint={`Shown as ${formatPrice(cents)}${cents === 0 ? ' (free)' : ' a month'}`}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0"
      {...field}
      onChange={(e) => field.onChange(sanitizePriceInput(e.target.value))}
    />
  )
}
