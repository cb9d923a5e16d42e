import { useState } from 'react'
import { Dialog } from '@/components/ui/dialog'
import type { PlanEditorSlotProps } from '@/lib/slots'
import type { SubscriptionPlan } from '@/lib/subscription-plans'
import { PlanEditorForm } from './plan-editor-form'

/**
 * PlanEditorDialog lets an admin edit a subscription plan's card: texts,
 * price, features with icons, colour and the Most popular flag.
 */
export default function PlanEditorDialog({ plan, plans, onClose }: PlanEditorSlotProps) {
  // The last plan stays rendered while the dialog animates closed, and each
  // opening (or a switch to another plan) starts a fresh form; a refetched copy
  // of the open plan keeps the edits.
  const [prev, setPrev] = useState(plan)
  const [shown, setShown] = useState<SubscriptionPlan | null>(plan)
  const [opening, setOpening] = useState(0)
  if (plan !== prev) {
    setPrev(plan)
    if (plan) {
      setShown(plan)
      if (prev?.id !== plan.id) setOpening((n) => n + 1)
    }
  }
  return (
    <Dialog open={plan !== null} onOpenChange={(open) => !open && onClose()}>
      {shown && <PlanEditorForm key={opening} plan={shown} plans={plans} onClose={onClose} />}
    </Dialog>
  )
}
