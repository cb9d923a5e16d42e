import { useEffect, useRef, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { SubscriptionPanel } from './subscription-panel'

interface Props {
  /** The balance and its used/total bar (features/credits), composed in src/app. */
  credits?: ReactNode
}

/**
 * BillingSection is the dashboard's billing card (/dashboard#billing): the
 * credits, the plan with its renewal, and what can be done with it.
 */
export function BillingSection({ credits }: Props) {
  const ref = useRef<HTMLElement>(null)
  const { hash } = useLocation()
  // Links from the checkout pages ("Go to billing") land on this card.
  useEffect(() => {
    if (hash === '#billing') ref.current?.scrollIntoView({ block: 'start' })
  }, [hash])

  return (
    <Card ref={ref} id="billing" aria-labelledby="billing-title" className="scroll-mt-20">
      <CardHeader>
        <CardTitle id="billing-title">Plan and credits</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        {credits}
        <SubscriptionPanel />
      </CardContent>
    </Card>
  )
}
