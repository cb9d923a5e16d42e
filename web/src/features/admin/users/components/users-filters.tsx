import { Search } from 'lucide-react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '../../billing/components/native-select'
import { USER_SORTS, type UserSort } from '../api/types'

/** SORT_LABELS name the orders as the select shows them. */
const SORT_LABELS: Record<UserSort, string> = {
  newest: 'Newest First',
  oldest: 'Oldest First',
  name: 'Name (A–Z)',
}

interface Props {
  /** The search box's text as typed (the list follows it after a pause). */
  search: string
  onSearchChange: (search: string) => void
  sort: UserSort
  onSortChange: (sort: UserSort) => void
}

/** UsersFilters are the users directory's search (name or email) and its order. */
export function UsersFilters({ search, onSearchChange, sort, onSortChange }: Props) {
  return (
    <div role="search" className="flex max-w-xl flex-wrap items-end gap-3">
      <div className="grid min-w-0 flex-1 basis-64 gap-2">
        <Label htmlFor="user-search">Search users</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="user-search"
            type="search"
            className="pl-9"
            placeholder="Name or email"
            autoComplete="off"
            value={search}
            onChange={(e) => onSearchChange(e.target.value)}
          />
        </div>
      </div>
      <div className="grid w-40 gap-2">
        <Label htmlFor="user-sort">Sort</Label>
        <NativeSelect id="user-sort" value={sort} onChange={(e) => onSortChange(e.target.value as UserSort)}>
          {USER_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  )
}
