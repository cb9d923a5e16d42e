import { Plus, Trash2 } from 'lucide-react'
import { Switch } from 'radix-ui'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { toast } from '@/hooks/use-toast'
import { cn } from '@/lib/utils'
import { useUpdatePlan, type PlanFeature, type PlanUpdate, type SubscriptionPlan } from '../api/subscription-plans'
import { FEATURE_ICON_NAMES, FEATURE_ICONS, type FeatureIconName } from '../lib/feature-icons'
import { centsToInput, formatPrice, priceToCents, sanitizePriceInput } from '../lib/plan-price'
import { badgeAfterToggle, effectivePopularId, POPULAR_BADGE } from '../lib/popular-badge'

const FALLBACK_COLOR = '#6b46c1'
const TEXTAREA_CLASS =
  'min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 sm:text-sm'

interface Props {
  /** The plan clicked; null closes the dialog. */
  plan: SubscriptionPlan | null
  /** The plans loaded from the server. */
  plans: readonly SubscriptionPlan[]
  onClose: () => void
}

/** A feature row being edited; key keeps a row's state and focus when rows above it are removed. */
interface FeatureRow extends PlanFeature {
  key: number
}

/** toHex reads "#RRGGBB" or "rrggbb" as "#rrggbb", anything else as null. */
function toHex(text: string): string | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(text.trim())
  return m ? `#${m[1]!.toLowerCase()}` : null
}

/**
 * PlanEditorDialog lets an admin edit a subscription plan's card: texts,
 * price, features with icons, colour and the Most popular flag.
 */
export function PlanEditorDialog({ plan, plans, onClose }: Props) {
  // The last plan stays rendered while the dialog animates closed, and each
  // opening (or a switch to another plan) starts a fresh form; a refetched copy
  // of the open plan keeps the edits.
  const [prev, setPrev] = useState(plan)
  const [shown, setShown] = useState(plan)
  const [opening, setOpening] = useState(0)
  if (plan !== prev) {
    setPrev(plan)
    if (plan) {
      setShown(plan)
      if (prev?.id !== plan.id) setOpening((n) => n + 1)
    }
  }
  return (
    <Dialog open={plan !== null} onOpenChange={(open) => !open && onClose()}>
      {shown && <PlanEditorContent key={opening} plan={shown} plans={plans} onClose={onClose} />}
    </Dialog>
  )
}

export default PlanEditorDialog

function PlanEditorContent({ plan, plans, onClose }: Props & { plan: SubscriptionPlan }) {
  const id = useId()
  const update = useUpdatePlan()
  // What the admin saw on the page: with no plan flagged, pro shows as popular.
  const [wasPopular] = useState(() => effectivePopularId(plans) === plan.id)
  const [name, setName] = useState(plan.name)
  const [description, setDescription] = useState(plan.description)
  const [price, setPrice] = useState(() => centsToInput(plan.priceUsd))
  const [features, setFeatures] = useState<FeatureRow[]>(() => plan.features.map((f, key) => ({ ...f, key })))
  const nextKey = useRef(plan.features.length)
  const [pickerFor, setPickerFor] = useState<number | null>(null)
  const [color, setColor] = useState(plan.colorScheme)
  const [colorText, setColorText] = useState(plan.colorScheme)
  const [isPopular, setIsPopular] = useState(wasPopular)
  const [badge, setBadge] = useState(wasPopular ? POPULAR_BADGE : plan.badge)
  const [ctaText, setCtaText] = useState(plan.ctaText)
  const [ctaLink, setCtaLink] = useState(plan.ctaLink)
  const [footerText, setFooterText] = useState(plan.footerText)
  const addButton = useRef<HTMLButtonElement>(null)

  const triggerId = (key: number) => `${id}-icon-${key}`
  const setFeature = (key: number, patch: Partial<PlanFeature>) =>
    setFeatures((rows) => rows.map((r) => (r.key === key ? { ...r, ...patch } : r)))
  const addFeature = () => {
    const key = nextKey.current++
    setFeatures((rows) => [...rows, { key, name: '', included: true, iconName: 'Zap' }])
  }
  const removeFeature = (key: number) => {
    setFeatures((rows) => rows.filter((r) => r.key !== key))
    if (pickerFor === key) setPickerFor(null)
    // The removed button takes focus with it; Add Feature is always there.
    addButton.current?.focus()
  }
  const closePicker = () => {
    if (pickerFor === null) return
    document.getElementById(triggerId(pickerFor))?.focus()
    setPickerFor(null)
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (update.isPending) return
    const trimmedName = name.trim()
    if (!trimmedName) {
      toast({ variant: 'destructive', title: 'Error', description: 'Plan name is required' })
      return
    }
    if (!plans.some((p) => p.id === plan.id)) {
      toast({ variant: 'destructive', title: 'Error', description: 'Plan not found in database' })
      return
    }
    const body: PlanUpdate = {
      name: trimmedName,
      description: description.trim(),
      priceUsd: priceToCents(price),
      features: features.filter((f) => f.name.trim()).map((f) => ({ name: f.name.trim(), included: f.included, iconName: f.iconName })),
      colorScheme: color,
      isPopular,
      badge: isPopular ? POPULAR_BADGE : badge.trim(),
      ctaText: ctaText.trim(),
      ctaLink: ctaLink.trim(),
      footerText: footerText.trim(),
    }
    void update.mutateAsync({ id: plan.id, plan: body }).then(
      () => {
        if (isPopular !== wasPopular) {
          toast(
            isPopular
              ? { title: 'Most Popular badge added', description: `${trimmedName} is now marked as the most popular plan.` }
              : { title: 'Most Popular badge removed', description: `${trimmedName} is no longer marked as the most popular plan.` },
          )
        } else {
          toast({ title: 'Plan Updated', description: `${trimmedName} has been saved.` })
        }
        onClose()
      },
      // useUpdatePlan has toasted the error; the dialog stays open for another try.
      () => undefined,
    )
  }

  const cents = priceToCents(price)
  return (
    <DialogContent
      className="flex max-h-[85dvh] flex-col gap-0 overflow-hidden p-0 sm:max-w-2xl"
      // Escape closes an open icon panel first, as it would a popover, not the whole editor.
      onEscapeKeyDown={(e) => {
        if (pickerFor === null) return
        e.preventDefault()
        closePicker()
      }}
    >
      <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
        <DialogHeader className="border-b px-6 pt-6 pr-12 pb-4">
          <DialogTitle>Edit Plan</DialogTitle>
          <DialogDescription>{plan.name}</DialogDescription>
        </DialogHeader>

        <div className="grid min-h-0 flex-1 gap-5 overflow-y-auto px-6 py-5">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-name`}>Name</Label>
            <Input id={`${id}-name`} value={name} required maxLength={100} onChange={(e) => setName(e.target.value)} />
          </div>

          <div className="grid gap-2">
            <Label htmlFor={`${id}-description`}>Description</Label>
            <textarea
              id={`${id}-description`}
              value={description}
              rows={2}
              onChange={(e) => setDescription(e.target.value)}
              className={TEXTAREA_CLASS}
            />
          </div>

          <div className="grid gap-5 sm:grid-cols-2">
            <div className="grid content-start gap-2">
              <Label htmlFor={`${id}-price`}>Price (USD per month)</Label>
              <Input
                id={`${id}-price`}
                inputMode="decimal"
                autoComplete="off"
                value={price}
                placeholder="0"
                aria-describedby={`${id}-price-hint`}
                onChange={(e) => setPrice(sanitizePriceInput(e.target.value))}
              />
              <p id={`${id}-price-hint`} className="text-xs text-muted-foreground">
                Shown as {formatPrice(cents)}
                {cents === 0 ? ' (free)' : ' a month'}
              </p>
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor={`${id}-color`}>Colour scheme</Label>
              <div className="flex gap-2">
                <input
                  type="color"
                  aria-label="Colour scheme picker"
                  value={toHex(color) ?? FALLBACK_COLOR}
                  onChange={(e) => {
                    setColor(e.target.value)
                    setColorText(e.target.value)
                  }}
                  className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
                />
                <Input
                  id={`${id}-color`}
                  value={colorText}
                  maxLength={7}
                  spellCheck={false}
                  autoComplete="off"
                  placeholder="#rrggbb"
                  aria-invalid={toHex(colorText) === null}
                  aria-describedby={`${id}-color-hint`}
                  onChange={(e) => {
                    setColorText(e.target.value)
                    const hex = toHex(e.target.value)
                    if (hex) setColor(hex)
                  }}
                  // A half-typed colour goes back to the last whole one.
                  onBlur={() => setColorText(color)}
                  className="font-mono"
                />
              </div>
              <p id={`${id}-color-hint`} className="text-xs text-muted-foreground">
                A hex colour such as #6b46c1.
              </p>
            </div>
          </div>

          <fieldset className="grid min-w-0 gap-3">
            <legend className="mb-2 text-sm leading-none font-medium">Features</legend>
            {features.length === 0 ? <p className="text-sm text-muted-foreground">No features yet.</p> : null}
            <ul className="grid gap-2">
              {features.map((row, i) => {
                const n = i + 1
                const Icon = FEATURE_ICONS[row.iconName]
                const pickerOpen = pickerFor === row.key
                const panelId = `${id}-icons-${row.key}`
                return (
                  <li key={row.key}>
                    <fieldset className="min-w-0 rounded-md border p-2">
                      <legend className="sr-only">Feature {n}</legend>
                      <div className="flex flex-wrap items-center gap-2">
                        <Input
                          aria-label={`Feature ${n} name`}
                          value={row.name}
                          placeholder="Feature name"
                          maxLength={200}
                          // A newly added row takes focus (rows mount once, so only new ones do).
                          autoFocus={row.key >= plan.features.length}
                          onChange={(e) => setFeature(row.key, { name: e.target.value })}
                          className="min-w-0 flex-1 basis-48"
                        />
                        <div className="ml-auto flex items-center gap-1">
                          <label className="mr-1 flex items-center gap-2 text-sm">
                            <input
                              type="checkbox"
                              className="size-4 accent-primary"
                              checked={row.included}
                              onChange={(e) => setFeature(row.key, { included: e.target.checked })}
                            />
                            Included
                          </label>
                          <Button
                            id={triggerId(row.key)}
                            variant="outline"
                            size="icon"
                            aria-label={`Choose icon for feature ${n}`}
                            title={`Icon: ${row.iconName}`}
                            aria-expanded={pickerOpen}
                            aria-controls={pickerOpen ? panelId : undefined}
                            onClick={() => setPickerFor(pickerOpen ? null : row.key)}
                          >
                            <Icon aria-hidden="true" />
                          </Button>
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`Remove feature ${n}`}
                            onClick={() => removeFeature(row.key)}
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
                          value={row.iconName}
                          onPick={(iconName) => {
                            setFeature(row.key, { iconName })
                            closePicker()
                          }}
                        />
                      ) : null}
                    </fieldset>
                  </li>
                )
              })}
            </ul>
            <Button ref={addButton} variant="outline" size="sm" onClick={addFeature} className="justify-self-start">
              <Plus aria-hidden="true" />
              Add Feature
            </Button>
          </fieldset>

          <div className="grid gap-5 sm:grid-cols-2">
            <div className="flex items-center gap-3 sm:pt-6">
              <Switch.Root
                id={`${id}-popular`}
                checked={isPopular}
                onCheckedChange={(on) => {
                  setIsPopular(on)
                  setBadge(badgeAfterToggle(on))
                }}
                className="inline-flex h-5 w-9 shrink-0 items-center rounded-full border border-transparent shadow-xs transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input"
              >
                <Switch.Thumb className="pointer-events-none block size-4 rounded-full bg-background shadow-sm transition-transform data-[state=checked]:translate-x-4 data-[state=unchecked]:translate-x-0" />
              </Switch.Root>
              <Label htmlFor={`${id}-popular`}>Most popular</Label>
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor={`${id}-badge`}>Badge text</Label>
              <Input
                id={`${id}-badge`}
                value={isPopular ? POPULAR_BADGE : badge}
                readOnly={isPopular}
                maxLength={40}
                aria-describedby={isPopular ? `${id}-badge-hint` : undefined}
                onChange={(e) => setBadge(e.target.value)}
                className={cn(isPopular && 'bg-muted text-muted-foreground')}
              />
              {isPopular ? (
                <p id={`${id}-badge-hint`} className="text-xs text-muted-foreground">
                  Set while the plan is Most popular.
                </p>
              ) : null}
            </div>
          </div>

          <div className="grid gap-5 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-cta-text`}>CTA text</Label>
              <Input id={`${id}-cta-text`} value={ctaText} maxLength={60} onChange={(e) => setCtaText(e.target.value)} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-cta-link`}>CTA link</Label>
              <Input
                id={`${id}-cta-link`}
                value={ctaLink}
                placeholder="/checkout/pro"
                autoComplete="off"
                spellCheck={false}
                onChange={(e) => setCtaLink(e.target.value)}
              />
            </div>
          </div>

          <div className="grid gap-2">
            <Label htmlFor={`${id}-footer`}>Footer text</Label>
            <Input id={`${id}-footer`} value={footerText} maxLength={200} onChange={(e) => setFooterText(e.target.value)} />
          </div>
        </div>

        <DialogFooter className="border-t px-6 py-4">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  )
}

interface PickerProps {
  id: string
  label: string
  value: FeatureIconName
  onPick: (name: FeatureIconName) => void
}

/** IconPicker is the panel of feature icons under a feature row; the current one is pressed. */
function IconPicker({ id, label, value, onPick }: PickerProps) {
  const panel = useRef<HTMLDivElement>(null)
  const current = useRef<HTMLButtonElement>(null)
  // The whole panel scrolls into view and focus moves in at the current icon, as it would into a popover.
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'nearest' })
    current.current?.focus({ preventScroll: true })
  }, [])
  return (
    <div
      ref={panel}
      id={id}
      role="group"
      aria-label={label}
      className="mt-2 ml-auto grid h-[300px] max-w-sm grid-cols-6 content-start gap-1 overflow-y-auto rounded-md border bg-popover p-2 text-popover-foreground shadow-sm"
    >
      {FEATURE_ICON_NAMES.map((name) => {
        const Icon = FEATURE_ICONS[name]
        const pressed = name === value
        return (
          <button
            key={name}
            ref={pressed ? current : undefined}
            type="button"
            aria-label={name}
            aria-pressed={pressed}
            title={name}
            onClick={() => onPick(name)}
            className={cn(
              'flex h-10 items-center justify-center rounded-md transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
              pressed && 'bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground',
            )}
          >
            <Icon className="size-5" aria-hidden="true" />
          </button>
        )
      })}
    </div>
  )
}
