import { Trash2 } from 'lucide-react'
import { useController, useFormContext } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { FEATURE_ICONS } from '@/lib/feature-icons'
import type { PlanFormValues } from '../lib/plan-form'
import { IconPicker } from './icon-picker'

interface Props {
  index: number
  triggerId: string
  panelId: string
  pickerOpen: boolean
  onTogglePicker: () => void
  onPicked: () => void
  onRemove: () => void
}

/** FeatureRow is one feature: its name, whether the plan includes it, its icon (from a panel) and Remove. */
export function FeatureRow({ index, triggerId, panelId, pickerOpen, onTogglePicker, onPicked, onRemove }: Props) {
  const { register } = useFormContext<PlanFormValues>()
  const { field: icon } = useController<PlanFormValues, `features.${number}.iconName`>({
    name: `features.${index}.iconName`,
  })
  const n = index + 1
  const Icon = FEATURE_ICONS[icon.value]
  return (
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
            id={triggerId}
            variant="outline"
            size="icon"
            aria-label={`Choose icon for feature ${n}`}
            title={`Icon: ${icon.value}`}
            aria-expanded={pickerOpen}
            aria-controls={pickerOpen ? panelId : undefined}
            onClick={onTogglePicker}
          >
            <Icon aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove feature ${n}`}
            onClick={onRemove}
            className="text-muted-foreground hover:text-destructive"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      {pickerOpen ? (
        <IconPicker
          id={panelId}
          label={`Icons for feature ${n}`}
          value={icon.value}
          onPick={(name) => {
            icon.onChange(name)
            onPicked()
          }}
        />
      ) : null}
    </fieldset>
  )
}
