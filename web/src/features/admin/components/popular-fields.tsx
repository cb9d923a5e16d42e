import { Switch } from 'radix-ui'
import { useController, useFormContext } from 'react-hook-form'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { badgeAfterToggle } from '@/lib/popular-badge'
import { cn } from '@/lib/utils'
import type { PlanFormValues } from '../lib/plan-form'

/** PopularFields are the Most popular switch and the badge text, which the switch sets and locks. */
export function PopularFields({ id }: { id: string }) {
  const { register, setValue } = useFormContext<PlanFormValues>()
  const { field: popular } = useController<PlanFormValues, 'isPopular'>({ name: 'isPopular' })
  const isPopular = popular.value
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="flex items-center gap-3 sm:pt-6">
        <Switch.Root
          id={`${id}-popular`}
          checked={isPopular}
          onCheckedChange={(on) => {
            popular.onChange(on)
            setValue('badge', badgeAfterToggle(on))
          }}
          className="inline-flex h-5 w-9 shrink-0 items-center rounded-full border border-transparent shadow-xs transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input"
        >
          <Switch.Thumb className="pointer-events-none block size-4 rounded-full bg-background shadow-sm transition-transform data-[state=checked]:translate-x-4 data-[state=unchecked]:translate-x-0" />
        </Switch.Root>
        <Label htmlFor={`${id}-popular`}>Most popular</Label>
      </div>
      <div className="grid content-start gap-2">
        <Label htmlFor={`${id}-badge`}>Badge text</Label>
        <Input
          id={`${id}-badge`}
          readOnly={isPopular}
          maxLength={40}
          aria-describedby={isPopular ? `${id}-badge-hint` : undefined}
          className={cn(isPopular && 'bg-muted text-muted-foreground')}
          {...register('badge')}
        />
        {isPopular ? (
          <p id={`${id}-badge-hint`} className="text-xs text-muted-foreground">
            Set while the plan is Most popular.
          </p>
        ) : null}
      </div>
    </div>
  )
}
