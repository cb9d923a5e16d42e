import type { ComponentProps } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

interface Props extends ComponentProps<'input'> {
  id: string
  label: string
  /** The field's check failed: shown under it and named in aria-describedby. */
  error?: string
  /** The id of a hint that describes the field too. */
  hintId?: string
}

/** CardField is one labelled input of the card form, with its error under it. */
export function CardField({ id, label, error, hintId, ...input }: Props) {
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}
