import { Search } from 'lucide-react'
import { useId } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '../../billing/components/native-select'
import type { OutboxFilters as Filters } from '../api/types'

interface Props {
  /** The search box's text as typed (the list follows it after a pause). */
  search: string
  onSearchChange: (search: string) => void
  status: Filters['status']
  onStatusChange: (status: Filters['status']) => void
}

/** OutboxFilters are the outbox's search (recipient or subject) and status filter. */
export function OutboxFilters({ search, onSearchChange, status, onStatusChange }: Props) {
  const id = useId()
  return (
    <div role="search" className="flex flex-wrap items-end gap-3">
      <div className="grid min-w-0 flex-1 basis-64 gap-2">
        <Label htmlFor={`${id}-q`}>Search</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${id}-q`}
            type="search"
            value={search}
            placeholder="Recipient or subject"
            autoComplete="off"
            className="pl-9"
            onChange={(e) => onSearchChange(e.target.value)}
          />
        </div>
      </div>
      <div className="grid w-40 gap-2">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <NativeSelect id={`${id}-status`} value={status} onChange={(e) => onStatusChange(e.target.value as Filters['status'])}>
          <option value="">All</option>
          <option value="pending">Pending</option>
          <option value="sent">Sent</option>
          <option value="failed">Failed</option>
        </NativeSelect>
      </div>
    </div>
  )
}
