import { useEffect, useRef } from 'react'
import { FEATURE_ICON_NAMES, FEATURE_ICONS, type FeatureIconName } from '@/lib/feature-icons'
import { cn } from '@/lib/utils'

interface Props {
  id: string
  label: string
  value: FeatureIconName
  onPick: (name: FeatureIconName) => void
}

/** IconPicker is the panel of feature icons under a feature row; the current one is pressed. */
export function IconPicker({ id, label, value, onPick }: Props) {
  const panel = useRef<HTMLDivElement>(null)
  const current = useRef<HTMLButtonElement>(null)
  // The whole panel scrolls into view and focus moves in at the current icon, as it would into a popover.
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'nearest' })
    current.current?.focus({ preventScroll: true })
  }, [])
  return (
    <div
      ref={panel}
      id={id}
      role="group"
      aria-label={label}
      className="mt-2 ml-auto grid h-[300px] max-w-sm grid-cols-6 content-start gap-1 overflow-y-auto rounded-md border bg-popover p-2 text-popover-foreground shadow-sm"
    >
      {FEATURE_ICON_NAMES.map((name) => {
        const Icon = FEATURE_ICONS[name]
        const pressed = name === value
        return (
          <button
            key={name}
            ref={pressed ? current : undefined}
            type="button"
            aria-label={name}
            aria-pressed={pressed}
            title={name}
            onClick={() => onPick(name)}
            className={cn(
              'flex h-10 items-center justify-center rounded-md transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
              pressed && 'bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground',
            )}
          >
            <Icon className="size-5" aria-hidden="true" />
          </button>
        )
      })}
    </div>
  )
}
