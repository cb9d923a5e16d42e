import { Monitor, Moon, Sun } from 'lucide-react'
import { useId } from 'react'
import { cn } from '@/lib/utils'
import { useTheme } from '../hooks/use-theme'
import { isTheme, type Theme } from '../lib/theme'

const OPTIONS: { value: Theme; label: string; Icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
  { value: 'system', label: 'System', Icon: Monitor },
]

/**
 * ThemeToggle is a three-way switch (Light, Dark, System) built on native
 * radio buttons, so arrow keys and screen readers work without extra code.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme()
  const name = useId()
  return (
    <fieldset className={cn('flex items-center rounded-full border bg-background/60 p-0.5', className)}>
      <legend className="sr-only">Theme</legend>
      {OPTIONS.map(({ value, label, Icon }) => (
        <label
          key={value}
          title={label}
          className={cn(
            'relative flex size-7 cursor-pointer items-center justify-center rounded-full text-muted-foreground transition-colors hover:text-foreground',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-ring',
            theme === value && 'bg-secondary text-foreground shadow-sm',
          )}
        >
          <input
            type="radio"
            name={name}
            value={value}
            checked={theme === value}
            onChange={(event) => {
              if (isTheme(event.target.value)) setTheme(event.target.value)
            }}
            className="sr-only"
          />
          <Icon className="size-4" aria-hidden="true" />
          <span className="sr-only">{label}</span>
        </label>
      ))}
    </fieldset>
  )
}
