import type { ComponentProps, ReactNode } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

interface Props extends ComponentProps<'input'> {
  id: string
  label: string
  /** Text under the control, which it names in aria-describedby (as `${id}-hint`). */
  hint?: string
  /** A control to show instead of the text input; it carries the id and aria-describedby itself. */
  children?: ReactNode
}

/** Field is a labelled control of the editor with an optional hint: a text input, given its props, or the children. */
export function Field({ id, label, hint, children, ...input }: Props) {
  const hintId = hint ? `${id}-hint` : undefined
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children ?? <Input id={id} aria-describedby={hintId} {...input} />}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
