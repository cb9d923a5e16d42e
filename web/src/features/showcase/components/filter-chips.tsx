import { X } from 'lucide-react'
import { activeChips, showingText, type ChipKey, type ShowcaseFilters } from '../lib/filters'

interface Props {
  filters: ShowcaseFilters
  /** How many textures match; undefined while the first page loads. */
  total: number | undefined
  onRemove: (key: ChipKey) => void
}

/** FilterChips show the active search and filters, 'Showing N texture(s) with:' each removable. */
export function FilterChips({ filters, total, onRemove }: Props) {
  const chips = activeChips(filters)
  if (chips.length === 0) return null
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
      {total !== undefined ? <span className="text-muted-foreground">{showingText(total)}</span> : null}
      <ul className="flex flex-wrap gap-2" aria-label="Active filters">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => onRemove(chip.key)}
              className="flex items-center gap-1 rounded-full border border-primary/40 bg-primary/10 py-0.5 pr-1.5 pl-3 text-sm font-medium transition-colors hover:bg-primary/20"
              aria-label={`Remove filter ${chip.label}`}
            >
              {chip.label}
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
