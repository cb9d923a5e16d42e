import { useState } from 'react'
import { useController } from 'react-hook-form'
import { Input } from '@/components/ui/input'
import type { PlanFormValues } from '../lib/plan-form'
import { Field } from './field'

const FALLBACK_COLOR = '#6b46c1'

/** toHex reads "#RRGGBB" or "rrggbb" as "#rrggbb", anything else as null. */
function toHex(text: string): string | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(text.trim())
  return m ? `#${m[1]!.toLowerCase()}` : null
}

/** ColorField sets the plan's colour with a picker or as hex text; only a whole hex colour is taken. */
export function ColorField({ id }: { id: string }) {
  const { field } = useController<PlanFormValues, 'colorScheme'>({ name: 'colorScheme' })
  // The text being typed; the form holds the last whole colour, and a half-typed one goes back to it on blur.
  const [draft, setDraft] = useState<string | null>(null)
  const text = draft ?? field.value
  return (
    <Field id={id} label="Colour scheme" hint="A hex colour such as #6b46c1.">
      <div className="flex gap-2">
        <input
          type="color"
          aria-label="Colour scheme picker"
          value={toHex(field.value) ?? FALLBACK_COLOR}
          onChange={(e) => field.onChange(e.target.value)}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
        />
        <Input
          id={id}
          value={text}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          placeholder="#rrggbb"
          aria-invalid={toHex(text) === null}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            setDraft(e.target.value)
            const hex = toHex(e.target.value)
            if (hex) field.onChange(hex)
          }}
          onBlur={() => setDraft(null)}
          className="font-mono"
        />
      </div>
    </Field>
  )
}
