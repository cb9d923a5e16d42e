import { useQueryClient } from '@tanstack/react-query'
import { Pencil } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { formatPrice } from '@/lib/plan-price'
import type { SubscriptionPlan } from '@/lib/subscription-plans'
import PlanEditorDialog from '../../components/plan-editor-dialog'
import { ListState } from '../../shell/components/list-state'
import { formatCount } from '../../shell/lib/format'
import { useAdminPlans } from '../api/get-plans'
import { plansChanged, useReorder } from '../api/reorder'
import { moveChanges } from '../lib/reorder'
import { DataTable, type Column } from './data-table'
import { OrderButtons } from './order-buttons'

const COLUMNS: Column<SubscriptionPlan>[] = [
  { header: 'Plan', cell: (p) => (p.isPopular ? `${p.name} (Most popular)` : p.name) },
  { header: 'Price a month', cell: (p) => formatPrice(p.priceUsd), numeric: true },
  { header: 'Credits a month', cell: (p) => formatCount(p.monthlyCredits), numeric: true },
  { header: 'Features', cell: (p) => formatCount(p.features.filter((f) => f.included).length), numeric: true },
]

/** PlansSection lists the subscription plans in display order: edit one with the landing page's editor, or move it. */
export function PlansSection() {
  const queryClient = useQueryClient()
  const plans = useAdminPlans()
  const reorder = useReorder('plan')
  const [editing, setEditing] = useState<SubscriptionPlan | null>(null)
  const list = plans.data ?? []

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        The plans as the pricing section shows them, top to bottom. A changed price applies to new subscriptions; current subscribers keep
        theirs until they change plan.
      </p>
      <ListState
        what="the subscription plans"
        isPending={plans.isPending}
        error={plans.error}
        isEmpty={list.length === 0}
        empty="There are no subscription plans."
        onRetry={() => void plans.refetch()}
      />
      {list.length > 0 ? (
        <DataTable
          caption="Subscription plans, in display order"
          rows={list}
          rowKey={(p) => p.id}
          columns={COLUMNS}
          actions={(plan) => (
            <>
              <OrderButtons
                name={plan.name}
                index={list.indexOf(plan)}
                count={list.length}
                disabled={reorder.isPending}
                onMove={(delta) => reorder.mutate(moveChanges(list, list.indexOf(plan), delta))}
              />
              <Button variant="outline" size="sm" onClick={() => setEditing(plan)} aria-label={`Edit ${plan.name}`}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            </>
          )}
        />
      ) : null}
      <PlanEditorDialog
        plan={editing}
        plans={list}
        onClose={() => {
          setEditing(null)
          plansChanged(queryClient)
        }}
      />
    </div>
  )
}
