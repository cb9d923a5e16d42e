import { CalendarClock, Loader2 } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { PostStatus } from '../api/types'

interface Props {
  /** The saved post's status ('draft' for a new post). */
  status: PostStatus
  /** The datetime-local value of the time to publish a scheduled post. */
  publishAt: string
  onPublishAtChange: (value: string) => void
  /** Saves the post with this status. */
  onSave: (status: PostStatus) => void
  /** The status being saved, while a save runs. */
  saving: PostStatus | null
  /** Whether there are unsaved changes (a plain Save has nothing to do otherwise). */
  changed: boolean
}

/**
 * PublishActions saves the post by what should become of it: a draft is
 * saved, published now or scheduled for a time; a scheduled post is saved,
 * published now or unpublished; a published post is saved or unpublished
 * (back to a draft).
 */
export function PublishActions({ status, publishAt, onPublishAtChange, onSave, saving, changed }: Props) {
  const id = useId()
  const busy = saving !== null
  const action = (target: PostStatus, label: string, variant: 'default' | 'outline', disabled = false) => (
    <Button variant={variant} onClick={() => onSave(target)} disabled={busy || disabled}>
      {saving === target ? <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
      {label}
    </Button>
  )
  // The time to publish at, with a button beside it when there is one (Schedule).
  const when = (button?: ReactNode) => (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-at`}>Publish at</Label>
      <div className="flex flex-wrap items-center gap-3">
        <Input
          id={`${id}-at`}
          type="datetime-local"
          value={publishAt}
          onChange={(e) => onPublishAtChange(e.target.value)}
          className="w-56"
          aria-describedby={`${id}-at-hint`}
        />
        {button}
      </div>
      <p id={`${id}-at-hint`} className="text-xs text-muted-foreground">
        In your time zone ({Intl.DateTimeFormat().resolvedOptions().timeZone}).
      </p>
    </div>
  )

  return (
    <section aria-label="Publishing" className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6">
      {status === 'draft' ? (
        <>
          <div className="flex flex-wrap gap-2">
            {action('draft', 'Save draft', 'outline')}
            {action('published', 'Publish now', 'default')}
          </div>
          {when(
            <Button variant="outline" onClick={() => onSave('scheduled')} disabled={busy || !publishAt}>
              {saving === 'scheduled' ? (
                <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
              ) : (
                <CalendarClock aria-hidden="true" />
              )}
              Schedule
            </Button>,
          )}
        </>
      ) : status === 'scheduled' ? (
        <>
          {when()}
          <div className="flex flex-wrap gap-2">
            {action('scheduled', 'Save', 'default', !publishAt || !changed)}
            {action('published', 'Publish now', 'outline')}
            {action('draft', 'Unpublish', 'outline')}
          </div>
        </>
      ) : (
        <div className="flex flex-wrap gap-2">
          {action('published', 'Save', 'default', !changed)}
          {action('draft', 'Unpublish', 'outline')}
        </div>
      )}
    </section>
  )
}
