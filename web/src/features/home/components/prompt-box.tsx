import { ArrowRight, Loader2, Sparkles } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { studioLink } from '../lib/studio-link'

interface Props {
  /** Controlled text, so suggestion chips can fill it. */
  value: string
  onChange: (value: string) => void
  placeholder?: string
  autoFocus?: boolean
  className?: string
}

/**
 * PromptBox is the landing page's inline prompt: a blank prompt cannot be
 * sent; sending shows the generating state, its bar heading for 90% over 60 s,
 * and opens the studio with the prompt (product.md §4).
 */
export function PromptBox({ value, onChange, placeholder = 'e.g. mossy cobblestone with glowing amethyst', autoFocus, className }: Props) {
  const navigate = useNavigate()
  const [sending, setSending] = useState(false)
  const id = useId()
  const blank = value.trim() === ''

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (blank || sending) return
    setSending(true)
    void navigate(studioLink(value))
  }

  return (
    <form onSubmit={submit} className={cn('w-full', className)} aria-busy={sending}>
      <label htmlFor={id} className="sr-only">
        Describe a block or item
      </label>
      <div className="flex flex-col gap-2 rounded-xl border bg-background p-2 shadow-lg shadow-primary/5 focus-within:ring-2 focus-within:ring-ring sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-2 px-2">
          <Sparkles className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <input
            id={id}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            placeholder={placeholder}
            maxLength={200}
            autoComplete="off"
            autoFocus={autoFocus}
            disabled={sending}
            className="h-11 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground"
          />
        </div>
        <Button type="submit" size="lg" disabled={blank || sending} className="shrink-0">
          {sending ? (
            <>
              <Loader2 className="animate-spin" aria-hidden="true" />
              Generating...
            </>
          ) : (
            <>
              Generate
              <ArrowRight aria-hidden="true" />
            </>
          )}
        </Button>
      </div>
      {sending ? (
        <div role="progressbar" aria-label="Opening the studio" className="mt-3 h-1.5 overflow-hidden rounded-full bg-muted">
          <div className="h-full w-0 animate-prompt-progress rounded-full bg-primary" />
        </div>
      ) : null}
    </form>
  )
}
