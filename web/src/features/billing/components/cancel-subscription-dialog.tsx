import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { toast } from '@/hooks/use-toast'
import { useCancelSubscription } from '../api/cancel-subscription'
import type { Subscription } from '../api/types'
import { formatDate } from '../lib/format'
import { CheckoutError } from './checkout-error'

interface Props {
  open: boolean
  subscription: Subscription
  onClose: () => void
}

/** CancelSubscriptionDialog confirms a cancel and says when the plan ends: at the end of the period paid for. */
export function CancelSubscriptionDialog({ open, subscription, onClose }: Props) {
  const cancel = useCancelSubscription()
  const end = formatDate(subscription.currentPeriodEnd)
  const close = () => {
    cancel.reset()
    onClose()
  }
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel your subscription?</DialogTitle>
          <DialogDescription>
            Your {subscription.plan.name} plan stays active until {end}, with its credits. Then you move to the Free plan. You can resume
            until then.
          </DialogDescription>
        </DialogHeader>
        <CheckoutError error={cancel.error} />
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Keep subscription
          </Button>
          <Button
            variant="destructive"
            disabled={cancel.isPending}
            onClick={() =>
              cancel.mutate(undefined, {
                onSuccess: () => {
                  toast({ title: 'Subscription cancelled', description: `Your plan ends on ${end}.` })
                  close()
                },
              })
            }
          >
            {cancel.isPending ? 'Cancelling…' : 'Cancel subscription'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
