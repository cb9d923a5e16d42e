import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { toast } from '@/hooks/use-toast'
import { formatUsd } from '@/lib/plan-price'
import type { SubscriptionPlan } from '@/lib/subscription-plans'
import { useChangePlan } from '../api/change-plan'
import { usePlanChangePreview } from '../api/preview-plan-change'
import type { PlanChange } from '../api/types'
import { formatDate } from '../lib/format'
import { CheckoutError } from './checkout-error'
import { PlanChangeDetails } from './plan-change-details'

interface Props {
  /** The plan chosen; null closes the dialog. */
  plan: SubscriptionPlan | null
  onClose: () => void
}

function confirmLabel(change: PlanChange): string {
  return change.kind === 'upgrade' ? `Upgrade now for ${formatUsd(change.amountNowUsd)}` : 'Confirm change'
}

function doneMessage(change: PlanChange): { title: string; description: string } {
  if (change.kind === 'upgrade') {
    return { title: 'Plan upgraded', description: `You are on ${change.to.name} now; ${change.creditsNow} credits were added.` }
  }
  return { title: 'Plan change scheduled', description: `You move to ${change.to.name} on ${formatDate(change.effectiveAt)}.` }
}

/**
 * ChangePlanDialog shows a subscriber what changing to a plan would do (the
 * server's preview: an upgrade now with its credits and price, a downgrade
 * from the period's end) and applies it on confirmation.
 */
export function ChangePlanDialog({ plan, onClose }: Props) {
  const preview = usePlanChangePreview(plan?.id ?? null)
  const change = useChangePlan()
  const close = () => {
    change.reset()
    onClose()
  }
  const confirm = (details: PlanChange) =>
    change.mutate(details.to.id, {
      onSuccess: () => {
        toast(doneMessage(details))
        close()
      },
    })

  return (
    <Dialog open={plan !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Switch to {plan?.name}?</DialogTitle>
          <DialogDescription>Check what changes and when before you confirm.</DialogDescription>
        </DialogHeader>
        {preview.isPending ? (
          <p className="text-sm text-muted-foreground" role="status">
            Working out the change…
          </p>
        ) : preview.isError ? (
          <CheckoutError error={preview.error} />
        ) : (
          <PlanChangeDetails change={preview.data} />
        )}
        <CheckoutError error={change.error} />
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Keep my plan
          </Button>
          {preview.data ? (
            <Button onClick={() => confirm(preview.data)} disabled={change.isPending}>
              {change.isPending ? 'Changing…' : confirmLabel(preview.data)}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
