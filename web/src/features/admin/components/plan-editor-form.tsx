import { zodResolver } from '@hookform/resolvers/zod'
import { Switch } from 'radix-ui'
import { useId, useState } from 'react'
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { toast } from '@/hooks/use-toast'
import { badgeAfterToggle, effectivePopularId } from '@/lib/popular-badge'
import type { PlanEditorSlotProps } from '@/lib/slots'
import type { SubscriptionPlan } from '@/lib/subscription-plans'
import { useUpdatePlan, type PlanUpdate } from '../api/update-plan'
import { planFormSchema, planFormValues, type PlanFormValues } from '../lib/plan-form'
import { ColorField } from './color-field'
import { FeatureList, iconTriggerId } from './feature-list'
import { Field } from './field'
import { PriceField } from './price-field'

const TEXTAREA_CLASS =
  'min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 sm:text-sm'

/** PlanEditorForm is the editor's content for one opening: the form, its checks, the save and its toasts. */
export function PlanEditorForm({ plan, plans, onClose }: PlanEditorSlotProps & { plan: SubscriptionPlan }) {
  const id = useId()
  const update = useUpdatePlan()
  const form = useForm({
    resolver: zodResolver(planFormSchema),
    // What the admin saw on the page: with no plan flagged, pro shows as popular.
    defaultValues: planFormValues(plan, effectivePopularId(plans) === plan.id),
    // A refused save says why in a toast and leaves the focus where it was.
    shouldFocusError: false,
  })
  const popular = useWatch({ control: form.control, name: 'isPopular' })
  // The feature (its row's key) whose icon panel is open.
  const [pickerFor, setPickerFor] = useState<string | null>(null)
  const closePicker = () => {
    if (pickerFor === null) return
    document.getElementById(iconTriggerId(id, pickerFor))?.focus()
    setPickerFor(null)
  }

  const save = async (body: PlanUpdate) => {
    if (!plans.some((p) => p.id === plan.id)) {
      toast({ variant: 'destructive', title: 'Error', description: 'Plan not found in database' })
      return
    }
    const saved = await update.mutateAsync({ id: plan.id, plan: body }).catch(() => null)
    if (!saved) return // useUpdatePlan has toasted the error; the dialog stays open for another try.
    const { name, isPopular } = body
    const wasPopular = form.formState.defaultValues?.isPopular // as the page showed it
    if (isPopular === wasPopular) toast({ title: 'Plan Updated', description: `${name} has been saved.` })
    else if (isPopular) toast({ title: 'Most Popular badge added', description: `${name} is now marked as the most popular plan.` })
    else toast({ title: 'Most Popular badge removed', description: `${name} is no longer marked as the most popular plan.` })
    onClose()
  }
  const refuse = (errors: FieldErrors<PlanFormValues>) =>
    toast({ variant: 'destructive', title: 'Error', description: errors.name?.message })

  return (
    <DialogContent
      className="flex max-h-[85dvh] flex-col gap-0 overflow-hidden p-0 sm:max-w-2xl"
      // Escape closes an open icon panel first, as it would a popover, not the whole editor.
      onEscapeKeyDown={(e) => {
        if (pickerFor === null) return
        e.preventDefault()
        closePicker()
      }}
    >
      <FormProvider {...form}>
        {/* While saving, the disabled Save button also keeps Enter from submitting again. */}
        <form onSubmit={form.handleSubmit(save, refuse)} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogHeader className="border-b px-6 pt-6 pr-12 pb-4">
            <DialogTitle>Edit Plan</DialogTitle>
            <DialogDescription>{plan.name}</DialogDescription>
          </DialogHeader>

          <div className="grid min-h-0 flex-1 gap-5 overflow-y-auto px-6 py-5">
            <Field id={`${id}-name`} label="Name" required maxLength={100} {...form.register('name')} />
            <Field id={`${id}-description`} label="Description">
              <textarea id={`${id}-description`} rows={2} className={TEXTAREA_CLASS} {...form.register('description')} />
            </Field>
            <div className="grid gap-5 sm:grid-cols-2">
              <PriceField id={`${id}-price`} />
              <ColorField id={`${id}-color`} />
            </div>
            <FeatureList formId={id} pickerFor={pickerFor} onPickerChange={setPickerFor} onPicked={closePicker} />
            <div className="grid gap-5 sm:grid-cols-2">
              <div className="flex items-center gap-3 sm:pt-6">
                <Switch.Root
                  id={`${id}-popular`}
                  checked={popular}
                  onCheckedChange={(on) => {
                    form.setValue('isPopular', on)
                    form.setValue('badge', badgeAfterToggle(on))
                  }}
                  className="inline-flex h-5 w-9 shrink-0 items-center rounded-full border border-transparent shadow-xs transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input"
                >
                  <Switch.Thumb className="pointer-events-none block size-4 rounded-full bg-background shadow-sm transition-transform data-[state=checked]:translate-x-4 data-[state=unchecked]:translate-x-0" />
                </Switch.Root>
                <Label htmlFor={`${id}-popular`}>Most popular</Label>
              </div>
              <Field
                id={`${id}-badge`}
                label="Badge text"
                hint={popular ? 'Set while the plan is Most popular.' : undefined}
                readOnly={popular}
                maxLength={40}
                className={popular ? 'bg-muted text-muted-foreground' : undefined}
                {...form.register('badge')}
              />
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field id={`${id}-cta-text`} label="CTA text" maxLength={60} {...form.register('ctaText')} />
              <Field
                id={`${id}-cta-link`}
                label="CTA link"
                placeholder="/checkout/pro"
                autoComplete="off"
                spellCheck={false}
                {...form.register('ctaLink')}
              />
            </div>
            <Field id={`${id}-footer`} label="Footer text" maxLength={200} {...form.register('footerText')} />
          </div>

          <DialogFooter className="border-t px-6 py-4">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </DialogFooter>
        </form>
      </FormProvider>
    </DialogContent>
  )
}
