import { Plus } from 'lucide-react'
import { useRef } from 'react'
import { useFieldArray } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import type { PlanFormValues } from '../lib/plan-form'
import { FeatureRow } from './feature-row'

/** iconTriggerId is the id of the button that opens a feature's icon panel. */
export function iconTriggerId(formId: string, rowKey: string): string {
  return `${formId}-icon-${rowKey}`
}

interface Props {
  formId: string
  /** The key of the row whose icon panel is open, or null. */
  pickerFor: string | null
  onPickerChange: (rowKey: string | null) => void
  /** Closes the open panel and returns focus to its button. */
  onPicked: () => void
}

/** FeatureList edits the plan's features: add, remove, name, included and icon. */
export function FeatureList({ formId, pickerFor, onPickerChange, onPicked }: Props) {
  const { fields, append, remove } = useFieldArray<PlanFormValues, 'features'>({ name: 'features' })
  const addButton = useRef<HTMLButtonElement>(null)
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-2 text-sm leading-none font-medium">Features</legend>
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">No features yet.</p> : null}
      <ul className="grid gap-2">
        {fields.map((row, index) => (
          <li key={row.id}>
            <FeatureRow
              index={index}
              triggerId={iconTriggerId(formId, row.id)}
              panelId={`${formId}-icons-${row.id}`}
              pickerOpen={pickerFor === row.id}
              onTogglePicker={() => onPickerChange(pickerFor === row.id ? null : row.id)}
              onPicked={onPicked}
              onRemove={() => {
                remove(index)
                if (pickerFor === row.id) onPickerChange(null)
                // The removed button takes focus with it; Add Feature is always there.
                addButton.current?.focus()
              }}
            />
          </li>
        ))}
      </ul>
      {/* append moves focus to the new row's name. */}
      <Button
        ref={addButton}
        variant="outline"
        size="sm"
        onClick={() => append({ name: '', included: true, iconName: 'Zap' })}
        className="justify-self-start"
      >
        <Plus aria-hidden="true" />
        Add Feature
      </Button>
    </fieldset>
  )
}
