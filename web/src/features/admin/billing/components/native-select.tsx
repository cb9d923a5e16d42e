import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

/** NativeSelect is the browser's select, styled as the inputs: keyboard and screen readers work as everywhere. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-10 w-full rounded-md border border-input bg-background px-3 text-base text-foreground shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:opacity-50 sm:text-sm',
        className,
      )}
      {...props}
    />
  )
}
