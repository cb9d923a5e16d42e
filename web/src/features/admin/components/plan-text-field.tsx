import type { ComponentProps } from 'react'
import { useFormContext } from 'react-hook-form'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { PlanFormValues } from '../lib/plan-form'

type TextName = 'name' | 'ctaText' | 'ctaLink' | 'footerText'

interface Props extends Omit<ComponentProps<'input'>, 'name'> {
  id: string
  label: string
  name: TextName
}

/** PlanTextField is one labelled line of the plan's text. */
export function PlanTextField({ id, label, name, ...input }: Props) {
  const { register } = useFormContext<PlanFormValues>()
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...input} {...register(name)} />
    </div>
  )
}
