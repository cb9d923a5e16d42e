import type { ReactNode } from 'react'
import { formatUsd } from '@/lib/plan-price'
import type { PlanChange } from '../api/types'
import { creditsText, formatDate } from '../lib/format'

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  )
}

/** PlanChangeDetails lists what a plan change does: when, what is charged and added now, and what follows. */
export function PlanChangeDetails({ change }: { change: PlanChange }) {
  const { from, to } = change
  const then =
    to.priceUsd === 0
      ? `${to.name}: ${creditsText(to.monthlyCredits)} a month, no charge`
      : `${formatUsd(to.priceUsd)} a month for ${creditsText(to.monthlyCredits)} a month`
  if (change.kind === 'upgrade') {
    return (
      <dl className="divide-y rounded-lg border px-4 text-sm">
        <Row term="Starts">Now</Row>
        <Row term="Credits added now">+{change.creditsNow}</Row>
        <Row term="Charged now">{formatUsd(change.amountNowUsd)}, for the rest of this period</Row>
        <Row term="Then">{then}</Row>
      </dl>
    )
  }
  return (
    <dl className="divide-y rounded-lg border px-4 text-sm">
      <Row term="Starts">{formatDate(change.effectiveAt)}, when this period ends</Row>
      <Row term="Until then">You keep {from.name} and its credits</Row>
      <Row term="Charged now">Nothing</Row>
      <Row term="Then">{then}</Row>
    </dl>
  )
}
