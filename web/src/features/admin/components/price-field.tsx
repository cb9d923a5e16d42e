import { useController } from 'react-hook-form'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { formatPrice, priceToCents, sanitizePriceInput } from '@/lib/plan-price'
import type { PlanFormValues } from '../lib/plan-form'

/** PriceField takes dollars (digits and one decimal point) and shows the price as the card will. */
export function PriceField({ id }: { id: string }) {
  const { field } = useController<PlanFormValues, 'price'>({ name: 'price' })
  const cents = priceToCents(field.value)
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>Price (USD per month)</Label>
      <Input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        aria-describedby={`${id}-hint`}
        {...field}
        onChange={(e) => field.onChange(sanitizePriceInput(e.target.value))}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Shown as {formatPrice(cents)}
        {cents === 0 ? ' (free)' : ' a month'}
      </p>
    </div>
  )
}
