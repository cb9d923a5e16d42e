import { Grid2x2, Grid3x3, LayoutGrid, List } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { VIEW_MODE_LABELS, type ViewMode } from '../lib/view-mode'

const ICONS = { mobile: Grid2x2, compact: Grid3x3, grid: LayoutGrid, list: List } as const

interface Props {
  value: ViewMode
  onChange: (mode: ViewMode) => void
  /** On a phone only the mobile grid is offered. */
  narrow: boolean
}

/** ViewModeMenu switches between the mobile, compact and standard grids and the list. */
export function ViewModeMenu({ value, onChange, narrow }: Props) {
  const Icon = ICONS[value]
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="icon" aria-label={`View: ${VIEW_MODE_LABELS[value]}`}>
          <Icon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>View mode</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={value} onValueChange={(v) => onChange(v as ViewMode)}>
          {(Object.keys(VIEW_MODE_LABELS) as ViewMode[]).map((mode) => {
            const ItemIcon = ICONS[mode]
            return (
              <DropdownMenuRadioItem key={mode} value={mode} disabled={narrow && mode !== 'mobile'}>
                <ItemIcon aria-hidden="true" />
                {VIEW_MODE_LABELS[mode]}
              </DropdownMenuRadioItem>
            )
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
