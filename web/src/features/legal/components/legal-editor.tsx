import { ExternalLink, Loader2 } from 'lucide-react'
import { useDeferredValue, useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { toast } from '@/hooks/use-toast'
import { cn } from '@/lib/utils'
import { useLegalPage } from '../api/get-legal-page'
import { useSaveLegalPage } from '../api/save-legal-page'
import { BUILT_IN_LEGAL } from '../content/built-in'
import { LEGAL_LAST_UPDATED, LEGAL_MAX_CHARS, LEGAL_PAGE_IDS, LEGAL_TITLES, type LegalPageId } from '../types'
import { LegalDocument } from './legal-document'

const FIELD_CLASS =
  'w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive sm:text-sm'

/**
 * LegalEditor is the admin's Markdown editor for the four legal pages: pick
 * one, edit its text (the saved one, else the built-in one) beside a live
 * preview drawn as the public page draws it, and save it.
 */
export function LegalEditor() {
  const id = useId()
  const [page, setPage] = useState<LegalPageId>('privacy')
  const [drafts, setDrafts] = useState<Partial<Record<LegalPageId, string>>>({})
  const saved = useLegalPage(page)
  const save = useSaveLegalPage()

  const original = saved.data?.content ?? BUILT_IN_LEGAL[page]
  const text = drafts[page] ?? original
  const preview = useDeferredValue(text)
  const length = [...text].length
  const tooLong = length > LEGAL_MAX_CHARS
  const ready = saved.isSuccess
  const changed = text !== original
  const lastUpdated = saved.data?.updatedAt ? saved.data.updatedAt.slice(0, 10) : LEGAL_LAST_UPDATED

  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(
      { id: page, content: text },
      {
        onSuccess: (body) => {
          toast({ title: 'Success', description: body.message })
          setDrafts(({ [page]: _done, ...rest }) => rest)
        },
        onError: (err) => toast({ variant: 'destructive', title: 'Error', description: err.message }),
      },
    )
  }

  let status = 'Loading the saved text…'
  if (saved.isSuccess) status = saved.data ? 'This is the saved text.' : 'Nothing saved yet: this is the built-in text.'
  if (ready && changed) status += ' You have unsaved changes.'

  return (
    <form onSubmit={submit} className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-page`}>Page</Label>
          <select
            id={`${id}-page`}
            value={page}
            onChange={(e) => setPage(e.target.value as LegalPageId)}
            className={cn(FIELD_CLASS, 'h-10 w-56')}
          >
            {LEGAL_PAGE_IDS.map((p) => (
              <option key={p} value={p}>
                {LEGAL_TITLES[p]}
              </option>
            ))}
          </select>
        </div>
        <Button asChild variant="link" className="h-10 px-0">
          <Link to={`/${page}`} target="_blank" rel="noopener">
            View the public page
            <ExternalLink aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </Link>
        </Button>
      </div>
      {saved.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 p-3 text-sm">
          <span>Could not load the saved text of the {LEGAL_TITLES[page]}.</span>
          <Button variant="outline" size="sm" onClick={() => void saved.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {status}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-markdown`}>Markdown</Label>
          <textarea
            id={`${id}-markdown`}
            value={ready ? text : ''}
            disabled={!ready}
            spellCheck
            aria-invalid={tooLong || !text.trim()}
            aria-describedby={`${id}-help ${id}-count`}
            onChange={(e) => setDrafts((d) => ({ ...d, [page]: e.target.value }))}
            className={cn(FIELD_CLASS, 'min-h-[28rem] font-mono leading-relaxed lg:min-h-[70vh]')}
          />
          <div className="flex flex-wrap justify-between gap-2 text-xs text-muted-foreground">
            <p id={`${id}-help`}>
              Markdown: <code># Title</code>, <code>## Section</code>, <code>- item</code>, <code>**bold**</code>,{' '}
              <code>[text](/terms)</code>. Links may go to this site, https: or mailto:. HTML shows as text.
            </p>
            <p id={`${id}-count`} className={cn('tabular-nums', tooLong && 'font-medium text-destructive')}>
              {length.toLocaleString('en-US')} / {LEGAL_MAX_CHARS.toLocaleString('en-US')} characters
            </p>
          </div>
        </div>
        <div className="grid content-start gap-2">
          <h3 className="text-sm leading-none font-medium">Preview</h3>
          <div
            role="region"
            aria-label="Preview"
            tabIndex={0}
            className="max-h-[70vh] min-h-[28rem] overflow-auto rounded-md border bg-background p-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40 sm:p-6"
          >
            {ready ? <LegalDocument markdown={preview} lastUpdated={lastUpdated} defaultTitle={LEGAL_TITLES[page]} preview /> : null}
          </div>
        </div>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={!ready || save.isPending || tooLong || !text.trim()}>
          {save.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {save.isPending ? 'Saving...' : `Save ${LEGAL_TITLES[page]}`}
        </Button>
      </div>
    </form>
  )
}
