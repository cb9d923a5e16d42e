import type { ReactNode } from 'react'
import { MOBILE_QUERY, useMediaQuery } from '@/hooks/use-media-query'
import { cn } from '@/lib/utils'

export interface Column<T> {
  header: string
  cell: (row: T) => ReactNode
  /** Right-aligned numbers. */
  numeric?: boolean
}

interface Props<T> {
  /** Names the table (and the card list) for screen readers. */
  caption: string
  rows: readonly T[]
  rowKey: (row: T) => string | number
  /** The first column heads each card on a phone; the others follow as named values. */
  columns: readonly Column<T>[]
  /** Buttons for a row, in the last column (or the card's foot). */
  actions?: (row: T) => ReactNode
}

/** DataTable is an admin list: a table on wide screens, a card a row at 768 px or less. */
export function DataTable<T>({ caption, rows, rowKey, columns, actions }: Props<T>) {
  const phone = useMediaQuery(MOBILE_QUERY)
  const [head, ...rest] = columns
  if (!head) return null
  if (phone) {
    return (
      <ul aria-label={caption} className="grid gap-3">
        {rows.map((row) => (
          <li key={rowKey(row)} className="grid gap-3 rounded-lg border bg-card p-4 text-sm text-card-foreground">
            <div className="font-medium break-words">{head.cell(row)}</div>
            <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1">
              {rest.map((col) => (
                <div key={col.header} className="contents">
                  <dt className="text-muted-foreground">{col.header}</dt>
                  <dd className="break-words">{col.cell(row)}</dd>
                </div>
              ))}
            </dl>
            {actions ? <div className="flex flex-wrap gap-2">{actions(row)}</div> : null}
          </li>
        ))}
      </ul>
    )
  }
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-muted-foreground">
          <tr>
            {columns.map((col) => (
              <th key={col.header} scope="col" className={cn('px-3 py-2 font-medium whitespace-nowrap', col.numeric && 'text-right')}>
                {col.header}
              </th>
            ))}
            {actions ? (
              <th scope="col" className="px-3 py-2 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="align-middle">
              {columns.map((col) => (
                <td key={col.header} className={cn('px-3 py-2 break-words', col.numeric && 'text-right tabular-nums')}>
                  {col.cell(row)}
                </td>
              ))}
              {actions ? (
                <td className="px-3 py-2">
                  <div className="flex justify-end gap-1">{actions(row)}</div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
