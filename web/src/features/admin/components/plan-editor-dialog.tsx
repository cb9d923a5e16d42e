import { useState } from 'react'
import { Dialog } from '@/components/ui/dialog'
import type { PlanEditorSlotProps } from '@/lib/slots'
import { PlanEditorForm } from './plan-editor-form'

/**
 * PlanEditorDialog lets an admin edit a subscription plan's card: texts,
 * price, features with icons, colour and the Most popular flag.
 */
export default function PlanEditorDialog({ plan, plans, onClose }: PlanEditorSlotProps) {
  // The last plan stays rendered while the dialog animates closed, and each opening (or a switch to
  // another plan) starts a fresh form; a refetched copy of the open plan keeps the edits.
  const [prev, setPrev] = useState(plan)
  const [shown, setShown] = useState({ plan, opening: 0 })
  if (plan !== prev) {
    setPrev(plan)
    if (plan) setShown({ plan, opening: prev?.id === plan.id ? shown.opening : shown.opening + 1 })
  }
  return (
    <Dialog open={plan !== null} onOpenChange={(open) => !open && onClose()}>
      {shown.plan && <PlanEditorForm key={shown.opening} plan={shown.plan} plans={plans} onClose={onClose} />}
    </Dialog>
  )
}
