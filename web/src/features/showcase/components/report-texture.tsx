import { Flag } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { toast } from '@/hooks/use-toast'
import { useCurrentUser } from '@/lib/auth'
import { cn } from '@/lib/utils'
import { MAX_REPORT_REASON, useReportTexture } from '../api/report'
import type { ShowcaseTexture } from '../api/types'

/**
 * ReportTexture is the detail dialog's 'Report' action for someone else's
 * texture: a short form with the reason, sent to the admins. Visitors are
 * told to log in first, as the vote buttons do.
 */
export function ReportTexture({ texture: t }: { texture: ShowcaseTexture }) {
  const id = useId()
  const { user } = useCurrentUser()
  const report = useReportTexture()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [invalid, setInvalid] = useState(false)
  const [sent, setSent] = useState(false)

  const start = () => {
    if (!user) {
      toast({ variant: 'destructive', title: 'Authentication Required', description: 'You need to log in to report textures' })
      return
    }
    setOpen(true)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const text = reason.trim()
    if (text === '') {
      setInvalid(true)
      return
    }
    report.mutate(
      { id: t.id, reason: text },
      {
        onSuccess: (body) => {
          toast({ title: 'Report sent', description: body.message })
          setOpen(false)
          setSent(true)
        },
        onError: (err) => toast({ variant: 'destructive', title: 'Error', description: err.message }),
      },
    )
  }

  if (!open) {
    return (
      <Button variant="ghost" size="sm" disabled={sent} onClick={start} className="text-muted-foreground">
        <Flag aria-hidden="true" />
        {sent ? 'Reported' : 'Report'}
      </Button>
    )
  }
  return (
    <form onSubmit={submit} aria-label="Report this texture" className="grid w-full gap-2 rounded-lg border p-3" noValidate>
      <Label htmlFor={`${id}-reason`}>What is wrong with “{t.title}”?</Label>
      <textarea
        id={`${id}-reason`}
        value={reason}
        maxLength={MAX_REPORT_REASON}
        rows={3}
        autoFocus
        aria-invalid={invalid}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          setReason(e.target.value)
          setInvalid(false)
        }}
        placeholder="For example: it copies someone else's work, or it is offensive."
        className="min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-invalid:border-destructive sm:text-sm"
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
        <p id={`${id}-hint`} aria-live="polite" className={cn(invalid ? 'font-medium text-destructive' : 'text-muted-foreground')}>
          {invalid ? 'Please say why you are reporting this texture.' : 'An admin reads every report.'}
        </p>
        <p className="text-muted-foreground tabular-nums">
          {reason.length}/{MAX_REPORT_REASON}
        </p>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={report.isPending}>
          {report.isPending ? 'Sending...' : 'Send report'}
        </Button>
      </div>
    </form>
  )
}
