import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'

export interface SegmentOption<T extends string | number> {
  value: T
  label: ReactNode
  /** A short note under the label ("paid plans"). */
  note?: string
  disabled?: boolean
}

interface Props<T extends string | number> {
  legend: string
  name: string
  value: T
  options: readonly SegmentOption<T>[]
  onChange: (value: T) => void
}

/** Segmented is a row of native radio buttons styled as one control (arrow keys move between them). */
export function Segmented<T extends string | number>({ legend, name, value, options, onChange }: Props<T>) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-1 rounded-lg border bg-muted/60 p-1">
        {options.map((o) => (
          <label
            key={String(o.value)}
            className={cn(
              'relative flex min-w-0 flex-1 cursor-pointer flex-col items-center justify-center rounded-md px-2 py-1.5 text-center text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              o.value === value ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
              o.disabled && 'cursor-not-allowed opacity-60 hover:text-muted-foreground',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={String(o.value)}
              checked={o.value === value}
              disabled={o.disabled}
              onChange={() => onChange(o.value)}
            />
            <span>{o.label}</span>
            {o.note ? <span className="text-[0.7rem] leading-tight font-normal">{o.note}</span> : null}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
