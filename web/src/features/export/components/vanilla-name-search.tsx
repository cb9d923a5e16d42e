import { Check } from 'lucide-react'
import { useId, useState } from 'react'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/utils'
import { useVanillaNames } from '../api/get-vanilla-names'
import type { VanillaKind } from '../api/types'
import { useDebounced } from '@/hooks/use-debounced'

interface Props {
  kind: VanillaKind
  /** The picked name, '' for none. */
  value: string
  onChange: (name: string) => void
  label: string
  error?: string
}

/** VanillaNameSearch finds the vanilla texture to replace: type to search, pick from the list. */
export function VanillaNameSearch({ kind, value, onChange, label, error }: Props) {
  const id = useId()
  const [query, setQuery] = useState(value)
  const [open, setOpen] = useState(false)
  const q = useDebounced(query.trim(), 200)
  const { data: names, isFetching, isError } = useVanillaNames(kind, q, open)

  return (
    <div className="grid gap-1.5">
      <Input
        id={`${id}-input`}
        aria-label={label}
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        placeholder={`Search ${kind} textures...`}
        value={query}
        onFocus={() => setOpen(true)}
        onChange={(event) => {
          setQuery(event.target.value)
          setOpen(true)
          if (value !== '') onChange('')
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation()
            setOpen(false)
          }
        }}
      />
      {open ? (
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label={`Vanilla ${kind} textures`}
          className="max-h-40 overflow-y-auto rounded-md border p-1"
        >
          {isError ? <li className="px-2 py-1.5 text-sm text-destructive">Could not load vanilla names.</li> : null}
          {names?.length === 0 ? <li className="px-2 py-1.5 text-sm text-muted-foreground">No matching textures.</li> : null}
          {!names && isFetching ? <li className="px-2 py-1.5 text-sm text-muted-foreground">Searching…</li> : null}
          {names?.map((name) => (
            <li
              key={name}
              role="option"
              aria-selected={name === value}
              tabIndex={-1}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 font-mono text-sm hover:bg-accent',
                name === value && 'bg-accent',
              )}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                onChange(name)
                setQuery(name)
                setOpen(false)
              }}
            >
              {name === value ? <Check className="size-3.5" aria-hidden="true" /> : <span className="size-3.5" />}
              {name}
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}
