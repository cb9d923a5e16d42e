import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

/** Label is a styled native label; pass htmlFor (or wrap the control). */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm leading-none font-medium select-none', className)} {...props} />
}
