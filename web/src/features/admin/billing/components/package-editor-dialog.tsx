import { Switch } from 'radix-ui'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { sanitizePriceInput } from '@/lib/plan-price'
import { useSavePackage } from '../api/save-package'
import type { AdminPackage } from '../api/types'
import { packageForm, packageFormProblems, packageInput, type PackageForm, type PackageFormProblems } from '../lib/package-form'

interface Props {
  open: boolean
  /** The package to edit; null creates one. */
  pkg: AdminPackage | null
  /** Where a new package goes in the display order (after the others). */
  nextOrder: number
  onClose: () => void
}

/** PackageEditorDialog creates or edits a credit package: name, credits, price and whether it is on sale. */
export function PackageEditorDialog({ open, pkg, nextOrder, onClose }: Props) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        {open ? <PackageEditorForm key={pkg?.id ?? 'new'} pkg={pkg} nextOrder={nextOrder} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function PackageEditorForm({ pkg, nextOrder, onClose }: Omit<Props, 'open'>) {
  const id = useId()
  const save = useSavePackage()
  const [form, setForm] = useState<PackageForm>(() => packageForm(pkg))
  const [problems, setProblems] = useState<PackageFormProblems>({})
  const set = (patch: Partial<PackageForm>) => {
    setForm((f) => ({ ...f, ...patch }))
    setProblems((p) => ({ ...p, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = packageFormProblems(form)
    setProblems(found)
    if (Object.keys(found).length > 0) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus()
      return
    }
    const input = pkg ? packageInput(form) : { ...packageInput(form), displayOrder: nextOrder }
    save.mutate({ id: pkg?.id ?? null, input }, { onSuccess: onClose })
  }

  const field = (name: keyof PackageFormProblems, label: string, control: (ids: { id: string; describedBy?: string }) => ReactNode) => (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      {control({ id: `${id}-${name}`, describedBy: problems[name] ? `${id}-${name}-problem` : undefined })}
      {problems[name] ? (
        <p id={`${id}-${name}-problem`} className="text-sm text-destructive">
          {problems[name]}
        </p>
      ) : null}
    </div>
  )

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{pkg ? 'Edit credit package' : 'New credit package'}</DialogTitle>
        <DialogDescription>
          {pkg ? 'A changed price applies to new purchases only.' : 'It goes on sale after the others.'}
        </DialogDescription>
      </DialogHeader>
      {field('name', 'Name', ({ id: fid, describedBy }) => (
        <Input
          id={fid}
          value={form.name}
          maxLength={60}
          aria-invalid={describedBy !== undefined}
          aria-describedby={describedBy}
          onChange={(e) => set({ name: e.target.value })}
        />
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('credits', 'Credits', ({ id: fid, describedBy }) => (
          <Input
            id={fid}
            inputMode="numeric"
            value={form.credits}
            aria-invalid={describedBy !== undefined}
            aria-describedby={describedBy}
            onChange={(e) => set({ credits: e.target.value.replace(/\D/g, '') })}
          />
        ))}
        {field('price', 'Price (USD)', ({ id: fid, describedBy }) => (
          <Input
            id={fid}
            inputMode="decimal"
            placeholder="7.50"
            value={form.price}
            aria-invalid={describedBy !== undefined}
            aria-describedby={describedBy}
            onChange={(e) => set({ price: sanitizePriceInput(e.target.value) })}
          />
        ))}
      </div>
      <div className="flex items-center gap-3">
        <Switch.Root
          id={`${id}-active`}
          checked={form.active}
          onCheckedChange={(active) => set({ active })}
          className="inline-flex h-5 w-9 shrink-0 items-center rounded-full border border-transparent shadow-xs transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input"
        >
          <Switch.Thumb className="pointer-events-none block size-4 rounded-full bg-background shadow-sm transition-transform data-[state=checked]:translate-x-4 data-[state=unchecked]:translate-x-0" />
        </Switch.Root>
        <Label htmlFor={`${id}-active`}>On sale</Label>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : pkg ? 'Save changes' : 'Create package'}
        </Button>
      </DialogFooter>
    </form>
  )
}
