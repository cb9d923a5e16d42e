import { useState } from 'react'
import { useDebounced } from '@/hooks/use-debounced'
import { ListState } from '../../shell/components/list-state'
import { LoadMore } from '../../shell/components/load-more'
import { useEmails } from '../api/get-emails'
import type { OutboxFilters as Filters } from '../api/types'
import { MessageDialog } from './message-dialog'
import { OutboxFilters } from './outbox-filters'
import { OutboxList } from './outbox-list'

/** SEARCH_DELAY_MS: the list follows the search box once typing pauses this long. */
const SEARCH_DELAY_MS = 300

/** Outbox is the mail outbox: search, status filter, the mails newest first (Load more), and one opened in a dialog. */
export function Outbox() {
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState<Filters['status']>('')
  const q = useDebounced(search.trim(), SEARCH_DELAY_MS)
  const emails = useEmails({ q, status })
  const [open, setOpen] = useState<number | null>(null)
  const rows = emails.data?.pages.flatMap((p) => p.emails) ?? []
  const filtered = q !== '' || status !== ''

  return (
    <div className="grid gap-4">
      <OutboxFilters search={search} onSearchChange={setSearch} status={status} onStatusChange={setStatus} />
      <ListState
        what="the outbox"
        isPending={emails.isPending}
        error={emails.error}
        isEmpty={rows.length === 0}
        empty={filtered ? 'No mail matches these filters.' : 'No mail has been sent yet.'}
        onRetry={() => void emails.refetch()}
      />
      {rows.length > 0 ? <OutboxList emails={rows} onOpen={setOpen} /> : null}
      <LoadMore
        hasNextPage={emails.hasNextPage}
        isFetchingNextPage={emails.isFetchingNextPage}
        isFetchNextPageError={emails.isFetchNextPageError}
        fetchNextPage={emails.fetchNextPage}
      />
      <MessageDialog id={open} onClose={() => setOpen(null)} />
    </div>
  )
}
