import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'
import { formatCount } from '../../shell/lib/format'
import { useUserAction } from '../api/user-actions'
import type { AdminUser, UserCredits } from '../api/types'
import { checkCreditForm, MAX_REASON, type CreditDirection, type CreditFormErrors } from '../lib/credit-form'

interface Props {
  user: AdminUser
  credits: UserCredits
  open: boolean
  onOpenChange: (open: boolean) => void
}

const DIRECTIONS: { value: CreditDirection; label: string }[] = [
  { value: 'grant', label: 'Grant credits' },
  { value: 'take', label: 'Take credits' },
]

/**
 * CreditDialog grants purchased credits to a user, or takes unspent ones
 * back, with a reason that the ledger row keeps. It closes when the server
 * agrees, and the page then shows the new balance and ledger row.
 */
export function CreditDialog({ user, credits, open, onOpenChange }: Props) {
  const action = useUserAction(user.id)
  const [direction, setDirection] = useState<CreditDirection>('grant')
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<CreditFormErrors>({})

  const reset = (next: boolean) => {
    if (!next) {
      setDirection('grant')
      setAmount('')
      setReason('')
      setErrors({})
    }
    onOpenChange(next)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = checkCreditForm({ direction, amount, reason })
    if ('errors' in checked) {
      setErrors(checked.errors)
      return
    }
    setErrors({})
    action.mutate({ kind: 'credits', ...checked }, { onSuccess: () => reset(false) })
  }

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change {user.username}'s credits</DialogTitle>
          <DialogDescription>
            They have {formatCount(credits.available)} available. Granted credits are purchased credits and never expire; taking back
            removes unspent ones only.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate aria-label="Change credits">
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Grant or take</legend>
            <div className="grid grid-cols-2 gap-2">
              {DIRECTIONS.map((d) => (
                <label
                  key={d.value}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50',
                    direction === d.value && 'border-primary bg-accent text-accent-foreground',
                  )}
                >
                  <input
                    type="radio"
                    name="direction"
                    value={d.value}
                    checked={direction === d.value}
                    onChange={() => setDirection(d.value)}
                    className="accent-primary"
                  />
                  {d.label}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-2">
            <Label htmlFor="credit-amount">Amount</Label>
            <Input
              id="credit-amount"
              inputMode="numeric"
              autoComplete="off"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              aria-invalid={errors.amount ? true : undefined}
              aria-describedby={errors.amount ? 'credit-amount-error' : undefined}
            />
            {errors.amount ? (
              <p id="credit-amount-error" className="text-sm text-destructive">
                {errors.amount}
              </p>
            ) : null}
          </div>
          <div className="grid gap-2">
            <Label htmlFor="credit-reason">Reason</Label>
            <Input
              id="credit-reason"
              autoComplete="off"
              maxLength={MAX_REASON + 50}
              placeholder="e.g. Refund for a failed export"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? 'credit-reason-error' : 'credit-reason-hint'}
            />
            {errors.reason ? (
              <p id="credit-reason-error" className="text-sm text-destructive">
                {errors.reason}
              </p>
            ) : (
              <p id="credit-reason-hint" className="text-xs text-muted-foreground">
                Kept in their ledger row ({reason.trim().length}/{MAX_REASON} characters).
              </p>
            )}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => reset(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={action.isPending}>
              {action.isPending ? 'Saving…' : direction === 'grant' ? 'Grant credits' : 'Take credits'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
