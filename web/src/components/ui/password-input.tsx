import { Eye, EyeOff } from 'lucide-react'
import { useState, type ComponentProps } from 'react'
import { cn } from '@/lib/utils'
import { Input } from './input'

interface Props extends Omit<ComponentProps<'input'>, 'type'> {
  /** The field's name in the toggle's label ("Show password"). */
  fieldLabel?: string
}

/**
 * PasswordInput is a password field with a show/hide toggle. Visibility is
 * its own state, so remounting the field (a dialog reopening) hides it again.
 */
export function PasswordInput({ className, fieldLabel = 'password', ...props }: Props) {
  const [visible, setVisible] = useState(false)
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-10', className)} {...props} />
      <button
        type="button"
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        aria-label={`${visible ? 'Hide' : 'Show'} ${fieldLabel}`}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
      </button>
    </div>
  )
}
