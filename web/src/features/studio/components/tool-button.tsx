import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import { cn } from '@/lib/utils'

interface Props {
  label: string
  shortcut?: string
  /** A toggle (a tool, a mirror): sets aria-pressed. Leave undefined for an action. */
  pressed?: boolean
  disabled?: boolean
  onClick: () => void
  children: ReactNode
}

/** ToolButton is an icon button with its name and shortcut in a tooltip. */
export function ToolButton({ label, shortcut, pressed, disabled, onClick, children }: Props) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={label}
          aria-keyshortcuts={shortcut?.replace('Ctrl', 'Control')}
          aria-pressed={pressed}
          disabled={disabled}
          onClick={onClick}
          className={cn(pressed && 'bg-primary/15 text-primary hover:bg-primary/20 hover:text-primary')}
        >
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>
        {label}
        {shortcut ? <kbd className="ml-2 rounded bg-background/20 px-1 font-mono">{shortcut}</kbd> : null}
      </TooltipContent>
    </Tooltip>
  )
}
