import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ToastModule from '@/hooks/use-toast'
import { toast } from '@/hooks/use-toast'
import { createQueryClient } from '@/lib/query-client'
import { normalizePlan, type SubscriptionPlan } from '@/lib/subscription-plans'
import { renderWithProviders } from '@/test/render'
import { sentRequests, server } from '@/test/server'
import PlanEditorDialog from './plan-editor-dialog'

vi.mock('@/hooks/use-toast', async (importOriginal) => {
  const actual = await importOriginal<typeof ToastModule>()
  return { ...actual, toast: vi.fn(actual.toast) }
})

const starter = normalizePlan({
  id: 2,
  slug: 'starter',
  name: 'Starter',
  description: 'For builders starting a pack',
  priceUsd: 999,
  monthlyCredits: 30,
  features: [
    { name: '30 credits a month', included: true, iconName: 'Zap' },
    { name: '32x32 textures', included: false, iconName: 'Layers' },
  ],
  colorScheme: '#2563eb',
  isPopular: false,
  badge: 'BEST FOR BEGINNERS',
  ctaText: 'Get Starter',
  ctaLink: '/checkout/starter#top',
  footerText: 'Credits reset monthly.',
  displayOrder: 2,
})
const pro = normalizePlan({ id: 3, slug: 'pro', name: 'Pro', priceUsd: 1999, isPopular: true, badge: 'MOST POPULAR' })
const plans = [starter, pro]

/** Every request sent, and the plans PUT, by path. */
let sent: string[]
let puts: { path: string; body: Partial<SubscriptionPlan> }[]

beforeEach(() => {
  sent = sentRequests()
  puts = []
  server.use(
    http.put('/api/admin/subscription-plans/:id', async ({ request, params }) => {
      const body = (await request.json()) as Partial<SubscriptionPlan>
      puts.push({ path: new URL(request.url).pathname, body })
      if (body.name === 'Broken') return HttpResponse.json({ success: false, message: 'Database is read-only' }, { status: 500 })
      return HttpResponse.json({ success: true, plan: { ...body, id: Number(params.id) } })
    }),
    // The refetches the save triggers.
    http.get('/api/subscription-plans', () => HttpResponse.json({ success: true, plans })),
  )
})

function renderEditor(plan: SubscriptionPlan | null = starter, list: readonly SubscriptionPlan[] = plans) {
  const user = userEvent.setup({ delay: null })
  const onClose = vi.fn()
  renderWithProviders(<PlanEditorDialog plan={plan} plans={list} onClose={onClose} />)
  return { user, onClose }
}

const save = () => screen.getByRole('button', { name: 'Save Changes' })

describe('PlanEditorDialog', () => {
  it('shows the plan in labelled fields', () => {
    renderEditor()
    const dialog = screen.getByRole('dialog', { name: 'Edit Plan' })
    expect(within(dialog).getByText('Starter', { selector: 'p' })).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveValue('Starter')
    expect(screen.getByLabelText('Description')).toHaveValue('For builders starting a pack')
    expect(screen.getByLabelText('Price (USD per month)')).toHaveValue('9.99')
    expect(screen.getByLabelText('Price (USD per month)')).toHaveAttribute('inputmode', 'decimal')
    expect(screen.getByLabelText('Colour scheme')).toHaveValue('#2563eb')
    expect(screen.getByLabelText('Colour scheme picker')).toHaveValue('#2563eb')
    expect(screen.getByRole('switch', { name: 'Most popular' })).not.toBeChecked()
    expect(screen.getByLabelText('Badge text')).toHaveValue('BEST FOR BEGINNERS')
    expect(screen.getByLabelText('CTA text')).toHaveValue('Get Starter')
    expect(screen.getByLabelText('CTA link')).toHaveValue('/checkout/starter#top')
    expect(screen.getByLabelText('Footer text')).toHaveValue('Credits reset monthly.')
    const second = screen.getByRole('group', { name: 'Feature 2' })
    expect(within(second).getByLabelText('Feature 2 name')).toHaveValue('32x32 textures')
    expect(within(second).getByLabelText('Included')).not.toBeChecked()
  })

  it('renders nothing while no plan is chosen', () => {
    renderEditor(null)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('refuses an empty name and sends nothing', async () => {
    const { user, onClose } = renderEditor()
    await user.clear(screen.getByLabelText('Name'))
    await user.type(screen.getByLabelText('Name'), '   ')
    await user.click(save())
    expect(toast).toHaveBeenCalledWith({ variant: 'destructive', title: 'Error', description: 'Plan name is required' })
    expect(sent).toEqual([])
    expect(onClose).not.toHaveBeenCalled()
  })

  it('keeps only digits and one decimal point in the price', async () => {
    const { user } = renderEditor()
    const price = screen.getByLabelText('Price (USD per month)')
    await user.clear(price)
    await user.type(price, '1a2.3.4')
    expect(price).toHaveValue('12.34')
    expect(screen.getByText('Shown as $12.34 a month')).toBeInTheDocument()
  })

  it('locks the badge to MOST POPULAR while the plan is marked popular, and clears it when unmarked', async () => {
    const { user } = renderEditor()
    const popular = screen.getByRole('switch', { name: 'Most popular' })
    const badge = screen.getByLabelText('Badge text')
    await user.click(popular)
    expect(popular).toBeChecked()
    expect(badge).toHaveValue('MOST POPULAR')
    expect(badge).toHaveAttribute('readonly')
    await user.type(badge, 'X')
    expect(badge).toHaveValue('MOST POPULAR')
    await user.click(popular)
    expect(popular).not.toBeChecked()
    expect(badge).toHaveValue('')
    expect(badge).not.toHaveAttribute('readonly')
  })

  it('saves the edited plan with the price in cents and the picked icons, then closes', async () => {
    const { user, onClose } = renderEditor()
    await user.clear(screen.getByLabelText('Name'))
    await user.type(screen.getByLabelText('Name'), '  Starter Plus ')
    const price = screen.getByLabelText('Price (USD per month)')
    await user.clear(price)
    await user.type(price, '12.5')
    await user.clear(screen.getByLabelText('Colour scheme'))
    await user.type(screen.getByLabelText('Colour scheme'), '#FF8800')

    // Feature 1 gets the Rocket icon from the picker.
    const trigger = screen.getByRole('button', { name: 'Choose icon for feature 1' })
    await user.click(trigger)
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const panel = screen.getByRole('group', { name: 'Icons for feature 1' })
    expect(panel).toHaveClass('grid-cols-6', 'h-[300px]', 'overflow-y-auto')
    expect(within(panel).getAllByRole('button')).toHaveLength(34)
    expect(within(panel).getByRole('button', { name: 'Zap' })).toHaveAttribute('aria-pressed', 'true')
    expect(within(panel).getByRole('button', { name: 'Zap' })).toHaveFocus()
    await user.click(within(panel).getByRole('button', { name: 'Rocket' }))
    expect(screen.queryByRole('group', { name: 'Icons for feature 1' })).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()

    // Feature 2 is included now; a third, blank feature is dropped and a fourth is trimmed.
    await user.click(within(screen.getByRole('group', { name: 'Feature 2' })).getByLabelText('Included'))
    await user.click(screen.getByRole('button', { name: 'Add Feature' }))
    expect(screen.getByLabelText('Feature 3 name')).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Add Feature' }))
    await user.type(screen.getByLabelText('Feature 4 name'), '  Commercial use ')
    await user.click(screen.getByRole('button', { name: 'Choose icon for feature 4' }))
    await user.click(within(screen.getByRole('group', { name: 'Icons for feature 4' })).getByRole('button', { name: 'Crown' }))
    await user.click(within(screen.getByRole('group', { name: 'Feature 4' })).getByLabelText('Included'))

    await user.click(save())
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
    expect(puts).toHaveLength(1)
    expect(puts[0]!.path).toBe('/api/admin/subscription-plans/2')
    expect(puts[0]!.body).toEqual({
      name: 'Starter Plus',
      description: 'For builders starting a pack',
      priceUsd: 1250,
      features: [
        { name: '30 credits a month', included: true, iconName: 'Rocket' },
        { name: '32x32 textures', included: true, iconName: 'Layers' },
        { name: 'Commercial use', included: false, iconName: 'Crown' },
      ],
      colorScheme: '#ff8800',
      isPopular: false,
      badge: 'BEST FOR BEGINNERS',
      ctaText: 'Get Starter',
      ctaLink: '/checkout/starter#top',
      footerText: 'Credits reset monthly.',
    })
    expect(toast).toHaveBeenLastCalledWith({ title: 'Plan Updated', description: 'Starter Plus has been saved.' })
  })

  it('removes a feature and moves focus to Add Feature', async () => {
    const { user } = renderEditor()
    await user.click(screen.getByRole('button', { name: 'Remove feature 1' }))
    expect(screen.getByLabelText('Feature 1 name')).toHaveValue('32x32 textures')
    expect(screen.queryByLabelText('Feature 2 name')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add Feature' })).toHaveFocus()
    await user.click(save())
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]!.body.features).toEqual([{ name: '32x32 textures', included: false, iconName: 'Layers' }])
  })

  it('closes an open icon panel on Escape without closing the dialog', async () => {
    const { user, onClose } = renderEditor()
    const trigger = screen.getByRole('button', { name: 'Choose icon for feature 2' })
    await user.click(trigger)
    expect(within(screen.getByRole('group', { name: 'Icons for feature 2' })).getByRole('button', { name: 'Layers' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('group', { name: 'Icons for feature 2' })).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()
    expect(onClose).not.toHaveBeenCalled()
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('announces the Most Popular badge when the flag changes', async () => {
    const { user, onClose } = renderEditor()
    await user.click(screen.getByRole('switch', { name: 'Most popular' }))
    await user.click(save())
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    const { body } = puts[0]!
    expect([body.isPopular, body.badge]).toEqual([true, 'MOST POPULAR'])
    expect(toast).toHaveBeenLastCalledWith({
      title: 'Most Popular badge added',
      description: 'Starter is now marked as the most popular plan.',
    })
  })

  it('treats pro as popular when the server marks no plan, and announces the removal', async () => {
    const unflagged = plans.map((p) => ({ ...p, isPopular: false, badge: '' }))
    const { user, onClose } = renderEditor(unflagged[1]!, unflagged)
    const popular = screen.getByRole('switch', { name: 'Most popular' })
    expect(popular).toBeChecked()
    expect(screen.getByLabelText('Badge text')).toHaveValue('MOST POPULAR')
    await user.click(popular)
    await user.click(save())
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    const { body } = puts[0]!
    expect([body.isPopular, body.badge]).toEqual([false, ''])
    expect(toast).toHaveBeenLastCalledWith({
      title: 'Most Popular badge removed',
      description: 'Pro is no longer marked as the most popular plan.',
    })
  })

  it('shows Saving... and takes no second click while the save is under way', async () => {
    let finish: (res: Response) => void = () => undefined
    server.use(
      http.put('/api/admin/subscription-plans/:id', () => new Promise<Response>((resolve) => (finish = resolve)), {
        once: true,
      }),
    )
    const { user, onClose } = renderEditor()
    await user.click(save())
    const saving = screen.getByRole('button', { name: 'Saving...' })
    expect(saving).toBeDisabled()
    await user.click(saving)
    expect(sent.filter((r) => r.startsWith('PUT '))).toHaveLength(1)
    finish(HttpResponse.json({ success: true, plan: starter }))
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
    expect(toast).toHaveBeenLastCalledWith({ title: 'Plan Updated', description: 'Starter has been saved.' })
  })

  it('refuses a plan that is not among the loaded plans', async () => {
    const { user, onClose } = renderEditor(normalizePlan({ id: 42, slug: 'gone', name: 'Gone' }))
    await user.click(save())
    expect(toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Error',
      description: 'Plan not found in database',
    })
    expect(sent).toEqual([])
    expect(onClose).not.toHaveBeenCalled()
  })

  it('stays open with the edits when saving fails', async () => {
    const { user, onClose } = renderEditor()
    await user.clear(screen.getByLabelText('Name'))
    await user.type(screen.getByLabelText('Name'), 'Broken')
    await user.click(save())
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith({
        variant: 'destructive',
        title: 'Error',
        description: 'Database is read-only',
      }),
    )
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Name')).toHaveValue('Broken')
    expect(save()).toBeEnabled()
  })

  it('starts a fresh form each time it opens', async () => {
    const user = userEvent.setup({ delay: null })
    const onClose = vi.fn()
    const queryClient = createQueryClient()
    const { rerender } = render(<PlanEditorDialog plan={starter} plans={plans} onClose={onClose} />, {
      wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
    })
    await user.type(screen.getByLabelText('Name'), ' edited')
    expect(screen.getByLabelText('Name')).toHaveValue('Starter edited')
    // A refetched copy of the open plan keeps the edits.
    rerender(<PlanEditorDialog plan={{ ...starter }} plans={plans} onClose={onClose} />)
    expect(screen.getByLabelText('Name')).toHaveValue('Starter edited')
    rerender(<PlanEditorDialog plan={null} plans={plans} onClose={onClose} />)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    rerender(<PlanEditorDialog plan={starter} plans={plans} onClose={onClose} />)
    expect(screen.getByLabelText('Name')).toHaveValue('Starter')
  })
})
