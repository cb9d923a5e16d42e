import { useId } from 'react'

interface Props<T> {
  legend: string
  options: readonly { value: T; label: string }[]
  value: T
  onChange: (value: T) => void
}

/** ChoiceGroup is a labelled set of radio buttons drawn as toggle chips. */
export function ChoiceGroup<T>({ legend, options, value, onChange }: Props<T>) {
  const name = useId()
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.label}
            className="flex cursor-pointer items-center rounded-md border px-3 py-1.5 text-sm transition-colors select-none hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:checked]:font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
          >
            <input type="radio" name={name} className="sr-only" checked={value === o.value} onChange={() => onChange(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
