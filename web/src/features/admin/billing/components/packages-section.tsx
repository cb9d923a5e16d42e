import { Pencil, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { formatPerCredit } from '@/lib/plan-price'
import { ListState } from '../../shell/components/list-state'
import { formatCount, formatUsd } from '../../shell/lib/format'
import { useDeletePackage } from '../api/delete-package'
import { useAdminPackages } from '../api/get-packages'
import { useReorder } from '../api/reorder'
import type { AdminPackage } from '../api/types'
import { moveChanges } from '../lib/reorder'
import { ConfirmDialog } from './confirm-dialog'
import { DataTable, type Column } from './data-table'
import { OrderButtons } from './order-buttons'
import { PackageEditorDialog } from './package-editor-dialog'

const status = (p: AdminPackage) => (p.archived ? 'Archived' : p.active ? 'On sale' : 'Paused')

const COLUMNS: Column<AdminPackage>[] = [
  { header: 'Package', cell: (p) => p.name },
  { header: 'Credits', cell: (p) => formatCount(p.credits), numeric: true },
  { header: 'Price', cell: (p) => formatUsd(p.priceUsd), numeric: true },
  { header: 'Per credit', cell: (p) => formatPerCredit(p.priceUsd, p.credits), numeric: true },
  { header: 'Status', cell: status },
]

type Editing = { pkg: AdminPackage | null } | null

/** PackagesSection is the credit packages editor: list, create, edit, reorder and delete (or archive). */
export function PackagesSection() {
  const packages = useAdminPackages()
  const reorder = useReorder('package')
  const remove = useDeletePackage()
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<AdminPackage | null>(null)
  const all = packages.data ?? []
  const listed = all.filter((p) => !p.archived)
  const archived = all.filter((p) => p.archived)
  const nextOrder = listed.length + 1

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">Packages on sale show on the credits pages in this order.</p>
        <Button onClick={() => setEditing({ pkg: null })}>
          <Plus aria-hidden="true" />
          New package
        </Button>
      </div>
      <ListState
        what="the credit packages"
        isPending={packages.isPending}
        error={packages.error}
        isEmpty={listed.length === 0}
        empty="There are no credit packages. Create one to sell credits."
        onRetry={() => void packages.refetch()}
      />
      {listed.length > 0 ? (
        <DataTable
          caption="Credit packages, in display order"
          rows={listed}
          rowKey={(p) => p.id}
          columns={COLUMNS}
          actions={(pkg) => (
            <>
              <OrderButtons
                name={pkg.name}
                index={listed.indexOf(pkg)}
                count={listed.length}
                disabled={reorder.isPending}
                onMove={(delta) => reorder.mutate(moveChanges(listed, listed.indexOf(pkg), delta))}
              />
              <Button variant="outline" size="sm" aria-label={`Edit ${pkg.name}`} onClick={() => setEditing({ pkg })}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
              <Button variant="outline" size="sm" aria-label={`Delete ${pkg.name}`} onClick={() => setDeleting(pkg)}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            </>
          )}
        />
      ) : null}
      {archived.length > 0 ? (
        <details className="rounded-lg border p-4 text-sm">
          <summary className="cursor-pointer font-medium">Archived packages ({archived.length})</summary>
          <p className="mt-2 text-muted-foreground">Deleted after someone bought them: kept for the receipts, never on sale again.</p>
          <ul className="mt-2 grid gap-1">
            {archived.map((p) => (
              <li key={p.id}>
                {p.name}: {formatCount(p.credits)} credits for {formatUsd(p.priceUsd)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <PackageEditorDialog open={editing !== null} pkg={editing?.pkg ?? null} nextOrder={nextOrder} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'this package'}?`}
        confirmLabel="Delete package"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        destructive
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      >
        <p>It comes off sale at once. If anyone ever bought it, it is archived instead of deleted, so their receipts keep its name.</p>
      </ConfirmDialog>
    </div>
  )
}
