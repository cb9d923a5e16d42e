import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState, type FormEvent } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { toast } from '@/hooks/use-toast'
import { effectivePopularId } from '@/lib/popular-badge'
import type { SubscriptionPlan } from '@/lib/subscription-plans'
import { useUpdatePlan, type PlanUpdate } from '../api/update-plan'
import { planFormSchema, planFormValues, type PlanFormValues } from '../lib/plan-form'
import { ColorField } from './color-field'
import { FeatureList, iconTriggerId } from './feature-list'
import { PlanTextField } from './plan-text-field'
import { PopularFields } from './popular-fields'
import { PriceField } from './price-field'

const TEXTAREA_CLASS =
  'min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 sm:text-sm'

interface Props {
  plan: SubscriptionPlan
  plans: readonly SubscriptionPlan[]
  onClose: () => void
}

/** PlanEditorForm is the editor's content for one opening: the form, its checks, the save and its toasts. */
export function PlanEditorForm({ plan, plans, onClose }: Props) {
  const id = useId()
  const update = useUpdatePlan()
  // What the admin saw on the page: with no plan flagged, pro shows as popular.
  const [wasPopular] = useState(() => effectivePopularId(plans) === plan.id)
  const form = useForm<PlanFormValues, unknown, PlanUpdate>({
    resolver: zodResolver(planFormSchema),
    defaultValues: planFormValues(plan, wasPopular),
    // A refused save says why in a toast and leaves the focus where it was.
    shouldFocusError: false,
  })
  // The feature (its row's key) whose icon panel is open.
  const [pickerFor, setPickerFor] = useState<string | null>(null)
  const closePicker = () => {
    if (pickerFor === null) return
    document.getElementById(iconTriggerId(id, pickerFor))?.focus()
    setPickerFor(null)
  }

  const save = (body: PlanUpdate) => {
    if (!plans.some((p) => p.id === plan.id)) {
      toast({ variant: 'destructive', title: 'Error', description: 'Plan not found in database' })
      return
    }
    void update.mutateAsync({ id: plan.id, plan: body }).then(
      () => {
        if (body.isPopular !== wasPopular) {
          toast(
            body.isPopular
              ? {
                  title: 'Most Popular badge added',
                  description: `${body.name} is now marked as the most popular plan.`,
                }
              : {
                  title: 'Most Popular badge removed',
                  description: `${body.name} is no longer marked as the most popular plan.`,
                },
          )
        } else {
          toast({ title: 'Plan Updated', description: `${body.name} has been saved.` })
        }
        onClose()
      },
      // useUpdatePlan has toasted the error; the dialog stays open for another try.
      () => undefined,
    )
  }
  const submit = (e: FormEvent) => {
    if (update.isPending) {
      e.preventDefault()
      return
    }
    void form.handleSubmit(save, (errors) =>
      toast({ variant: 'destructive', title: 'Error', description: errors.name?.message }),
    )(e)
  }

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
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogHeader className="border-b px-6 pt-6 pr-12 pb-4">
            <DialogTitle>Edit Plan</DialogTitle>
            <DialogDescription>{plan.name}</DialogDescription>
          </DialogHeader>

          <div className="grid min-h-0 flex-1 gap-5 overflow-y-auto px-6 py-5">
            <PlanTextField id={`${id}-name`} label="Name" name="name" required maxLength={100} />
            <div className="grid gap-2">
              <Label htmlFor={`${id}-description`}>Description</Label>
              <textarea
                id={`${id}-description`}
                rows={2}
                className={TEXTAREA_CLASS}
                {...form.register('description')}
              />
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              <PriceField id={`${id}-price`} />
              <ColorField id={`${id}-color`} />
            </div>
            <FeatureList formId={id} pickerFor={pickerFor} onPickerChange={setPickerFor} onPicked={closePicker} />
            <PopularFields id={id} />
            <div className="grid gap-5 sm:grid-cols-2">
              <PlanTextField id={`${id}-cta-text`} label="CTA text" name="ctaText" maxLength={60} />
              <PlanTextField
                id={`${id}-cta-link`}
                label="CTA link"
                name="ctaLink"
                placeholder="/checkout/pro"
                autoComplete="off"
                spellCheck={false}
              />
            </div>
            <PlanTextField id={`${id}-footer`} label="Footer text" name="footerText" maxLength={200} />
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
