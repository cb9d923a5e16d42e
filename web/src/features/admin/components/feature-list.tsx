import { Plus, Trash2 } from 'lucide-react'
import { useRef } from 'react'
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { FEATURE_ICON_NAMES, FEATURE_ICONS } from '@/lib/feature-icons'
import type { PlanFormValues } from '../lib/plan-form'

const NEW_FEATURE = { name: '', included: true, iconName: 'Zap' } as const

/** iconTriggerId is the id of the button that opens a feature's icon panel. */
export function iconTriggerId(formId: string, rowKey: string): string {
  return `${formId}-icon-${rowKey}`
}

/** An icon panel, as it opens, scrolls into view and takes the focus at the current icon, as a popover would. */
function showIconPanel(panel: HTMLDivElement | null) {
  panel?.scrollIntoView?.({ block: 'nearest' })
  panel?.querySelector<HTMLButtonElement>('[aria-pressed="true"]')?.focus({ preventScroll: true })
}

interface Props {
  formId: string
  /** The key of the row whose icon panel is open, or null. */
  pickerFor: string | null
  onPickerChange: (rowKey: string | null) => void
  /** Closes the open panel and returns focus to its button. */
  onPicked: () => void
}

/** FeatureList edits the plan's features: each one's name, whether the plan includes it, its icon (from a panel) and Remove. */
export function FeatureList({ formId, pickerFor, onPickerChange, onPicked }: Props) {
  const { control, register, setValue } = useFormContext<PlanFormValues>()
  const { fields, append, remove } = useFieldArray({ control, name: 'features' })
  const features = useWatch({ control, name: 'features' })
  const addButton = useRef<HTMLButtonElement>(null)
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-2 text-sm leading-none font-medium">Features</legend>
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">No features yet.</p> : null}
      <ul className="grid gap-2">
        {fields.map((row, index) => {
          const n = index + 1
          const icon = features[index]?.iconName ?? row.iconName
          const Icon = FEATURE_ICONS[icon]
          const open = pickerFor === row.id
          return (
            <li key={row.id}>
              <fieldset className="min-w-0 rounded-md border p-2">
                <legend className="sr-only">Feature {n}</legend>
                <div className="flex flex-wrap items-center gap-2">
                  <Input
                    aria-label={`Feature ${n} name`}
                    placeholder="Feature name"
                    maxLength={200}
                    className="min-w-0 flex-1 basis-48"
                    {...register(`features.${index}.name`)}
                  />
                  <div className="ml-auto flex items-center gap-1">
                    <label className="mr-1 flex items-center gap-2 text-sm">
                      <input type="checkbox" className="size-4 accent-primary" {...register(`features.${index}.included`)} />
                      Included
                    </label>
                    <Button
                      id={iconTriggerId(formId, row.id)}
                      variant="outline"
                      size="icon"
                      aria-label={`Choose icon for feature ${n}`}
                      title={`Icon: ${icon}`}
                      aria-expanded={open}
                      aria-controls={open ? `${formId}-icons-${row.id}` : undefined}
                      onClick={() => onPickerChange(open ? null : row.id)}
                    >
                      <Icon aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove feature ${n}`}
                      onClick={() => {
                        remove(index)
                        if (open) onPickerChange(null)
                        // The removed button takes focus with it; Add Feature is always there.
                        addButton.current?.focus()
                      }}
                      className="text-muted-foreground hover:text-destructive"
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </div>
                {open ? (
                  <div
                    ref={showIconPanel}
                    id={`${formId}-icons-${row.id}`}
                    role="group"
                    aria-label={`Icons for feature ${n}`}
                    className="mt-2 ml-auto grid h-[300px] max-w-sm grid-cols-6 content-start gap-1 overflow-y-auto rounded-md border bg-popover p-2 text-popover-foreground shadow-sm"
                  >
                    {FEATURE_ICON_NAMES.map((name) => {
                      const Choice = FEATURE_ICONS[name]
                      return (
                        <button
                          key={name}
                          type="button"
                          aria-label={name}
                          aria-pressed={name === icon}
                          title={name}
                          onClick={() => {
                            setValue(`features.${index}.iconName`, name)
                            onPicked()
                          }}
                          className="flex h-10 items-center justify-center rounded-md transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-pressed:bg-primary aria-pressed:text-primary-foreground aria-pressed:hover:bg-primary/90 aria-pressed:hover:text-primary-foreground"
                        >
                          <Choice className="size-5" aria-hidden="true" />
                        </button>
                      )
                    })}
                  </div>
                ) : null}
              </fieldset>
            </li>
          )
        })}
      </ul>
      {/* append moves focus to the new row's name. */}
      <Button ref={addButton} variant="outline" size="sm" onClick={() => append(NEW_FEATURE)} className="justify-self-start">
        <Plus aria-hidden="true" />
        Add Feature
      </Button>
    </fieldset>
  )
}
