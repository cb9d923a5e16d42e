import { Button } from '@/components/ui/button'
import { STAT_PERIODS, type StatPeriod } from '../api/get-stats'

interface Props {
  value: StatPeriod
  onChange: (days: StatPeriod) => void
}

/** PeriodPicker chooses the overview's period: the last 7, 30 or 90 days. */
export function PeriodPicker({ value, onChange }: Props) {
  return (
    <div role="group" aria-label="Period" className="inline-flex rounded-lg bg-muted p-1">
      {STAT_PERIODS.map((days) => (
        <Button
          key={days}
          size="sm"
          variant="ghost"
          aria-pressed={value === days}
          className="text-muted-foreground aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm"
          onClick={() => onChange(days)}
        >
          {days} days
        </Button>
      ))}
    </div>
  )
}
