import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { TEXTURE_SIZES } from '@/lib/texture'
import { FEATURED_OPTIONS, KIND_LABELS, LICENSE_LABELS, type ShowcaseFilters } from '../lib/filters'
import { ChoiceGroup } from './choice-group'

interface Props {
  open: boolean
  onOpenChange: (open: boolean) => void
  filters: ShowcaseFilters
  onApply: (filters: ShowcaseFilters) => void
}

type Draft = Pick<ShowcaseFilters, 'license' | 'featured' | 'kind' | 'size'>

const NO_FILTERS: Draft = { license: 'all', featured: null, kind: null, size: null }

const LICENSES = (Object.keys(LICENSE_LABELS) as Draft['license'][]).map((v) => ({
  value: v,
  label: LICENSE_LABELS[v],
}))
const KINDS = [
  { value: null, label: 'All Types' },
  ...(Object.keys(KIND_LABELS) as NonNullable<Draft['kind']>[]).map((v) => ({ value: v, label: KIND_LABELS[v] })),
]
const SIZE_OPTIONS = [{ value: null, label: 'All Sizes' }, ...TEXTURE_SIZES.map((s) => ({ value: s, label: `${s}x${s}` }))]

/** FilterDialog is 'Filter Options': licence, featured, type and size, applied together; Reset clears them. */
export function FilterDialog({ open, onOpenChange, filters, onApply }: Props) {
  const apply = (draft: Draft) => {
    onApply({ ...filters, ...draft })
    onOpenChange(false)
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>{open ? <FilterForm initial={filters} onApply={apply} /> : null}</DialogContent>
    </Dialog>
  )
}

function FilterForm({ initial, onApply }: { initial: Draft; onApply: (draft: Draft) => void }) {
  const [draft, setDraft] = useState<Draft>({
    license: initial.license,
    featured: initial.featured,
    kind: initial.kind,
    size: initial.size,
  })
  return (
    <form
      className="grid gap-5"
      onSubmit={(e) => {
        e.preventDefault()
        onApply(draft)
      }}
    >
      <DialogHeader>
        <DialogTitle>Filter Options</DialogTitle>
        <DialogDescription>Choose which community textures to show.</DialogDescription>
      </DialogHeader>
      <ChoiceGroup legend="License" options={LICENSES} value={draft.license} onChange={(license) => setDraft({ ...draft, license })} />
      <ChoiceGroup
        legend="Featured"
        options={FEATURED_OPTIONS}
        value={draft.featured}
        onChange={(featured) => setDraft({ ...draft, featured })}
      />
      <ChoiceGroup legend="Type" options={KINDS} value={draft.kind} onChange={(kind) => setDraft({ ...draft, kind })} />
      <ChoiceGroup legend="Size" options={SIZE_OPTIONS} value={draft.size} onChange={(size) => setDraft({ ...draft, size })} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onApply(NO_FILTERS)}>
          Reset
        </Button>
        <Button type="submit">Apply Filters</Button>
      </DialogFooter>
    </form>
  )
}
