import { Search } from 'lucide-react'
import { useState } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useDebounced } from '@/hooks/use-debounced'
import { ListState } from '../../shell/components/list-state'
import { LoadMore } from '../../shell/components/load-more'
import { useAudit } from '../api/get-audit'
import { AuditEntryCard } from './audit-entry-card'

/**
 * AuditLog lists what admins did, newest first, filtered by action (a part
 * of the route, "suspend" or "PUT"), with 'Load more' following the cursor.
 * The log cannot be edited or deleted from here, or anywhere.
 */
export function AuditLog() {
  const [filter, setFilter] = useState('')
  const action = useDebounced(filter.trim(), 300)
  const audit = useAudit(action)
  const entries = audit.data?.pages.flatMap((p) => p.entries) ?? []

  return (
    <Card aria-labelledby="audit-title">
      <CardHeader>
        <CardTitle id="audit-title">Audit log</CardTitle>
        <CardDescription>Every change an admin made: who, what, the details sent, from where and when.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid max-w-sm gap-2">
          <Label htmlFor="audit-action">Filter by action</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="audit-action"
              type="search"
              className="pl-9"
              placeholder="e.g. credits, suspend, PUT"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            />
          </div>
        </div>
        <ListState
          what="the audit log"
          isPending={audit.isPending}
          error={audit.isError && !audit.isFetchNextPageError ? audit.error : null}
          isEmpty={entries.length === 0}
          empty={action ? `No entries whose action contains "${action}".` : 'No admin actions recorded yet.'}
          onRetry={() => void audit.refetch()}
        />
        {entries.length > 0 ? (
          <ul className="divide-y" aria-label="Audit entries">
            {entries.map((e) => (
              <AuditEntryCard key={e.id} entry={e} />
            ))}
          </ul>
        ) : null}
        <LoadMore {...audit} />
      </CardContent>
    </Card>
  )
}
