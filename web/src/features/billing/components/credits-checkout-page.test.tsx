import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { closeAccountDialogs, getAccountDialogState } from '@/hooks/use-account-dialog'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { leavePage } from '../lib/leave-page'
import { PACKAGES, signedIn, signedOut } from '../test/fixtures'
import { CreditsCheckoutPage } from './credits-checkout-page'

vi.mock('../lib/leave-page', () => ({ leavePage: vi.fn() }))

let hide: boolean | string
let checkoutBodies: unknown[]
let checkoutAnswer: () => Response

beforeEach(() => {
  hide = false
  checkoutBodies = []
  checkoutAnswer = () => HttpResponse.json({ success: true, url: 'https://checkout.stripe.com/c/pay/cs_live' })
  server.use(
    http.get('/api/site-settings', () => HttpResponse.json({ success: true, data: { settings: { hideCreditPackagesSection: hide } } })),
    // Not in display order: the page sorts them.
    http.get('/api/credit-packages', () => HttpResponse.json({ success: true, packages: [...PACKAGES].reverse() })),
    http.post('/api/checkout', async ({ request }) => {
      checkoutBodies.push(await request.json())
      return checkoutAnswer()
    }),
  )
})
afterEach(() => closeAccountDialogs())

const pkg = (name: string) => screen.getByRole('article', { name })

describe('CreditsCheckoutPage', () => {
  it('lists the packages in order with their price per credit, and buys one', async () => {
    renderWithProviders(<CreditsCheckoutPage />, { queryClient: signedIn() })
    await screen.findByRole('article', { name: '10 credits' })
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(['package-1', 'package-2', 'package-3'])
    expect(pkg('10 credits')).toHaveTextContent('$7.50')
    expect(pkg('10 credits')).toHaveTextContent('$0.75 per credit')
    expect(pkg('10 credits')).toHaveTextContent('10 credits = 160 textures')
    expect(pkg('50 credits')).toHaveTextContent('$0.60 per credit')
    expect(pkg('1 credit')).toHaveTextContent('$0.99 per credit')
    fireEvent.click(within(pkg('10 credits')).getByRole('button', { name: 'Buy 10 credits' }))
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_live'))
    expect(checkoutBodies).toEqual([{ kind: 'package', id: 2 }])
  })

  it('highlights the package in the address, with its own Buy button', async () => {
    renderWithProviders(<CreditsCheckoutPage packageId="3" />, { queryClient: signedIn() })
    const chosen = await screen.findByRole('article', { name: '50 credits' })
    expect(within(chosen).getByText('Your choice')).toBeInTheDocument()
    expect(screen.getAllByText('Your choice')).toHaveLength(1)
    fireEvent.click(within(chosen).getByRole('button', { name: 'Buy 50 credits' }))
    await waitFor(() => expect(checkoutBodies).toEqual([{ kind: 'package', id: 3 }]))
  })

  it('says an unknown package is not on sale and links to all of them', async () => {
    renderWithProviders(<CreditsCheckoutPage packageId="99" />, { queryClient: signedIn() })
    expect(await screen.findByText('That credit package is not on sale.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See all credit packages' })).toHaveAttribute('href', '/checkout/credits')
    expect(screen.queryByRole('article')).toBeNull()
  })

  it.each([true, 'true'])('hides the packages when hideCreditPackagesSection is %j, pointing to the plans', async (value) => {
    hide = value
    renderWithProviders(<CreditsCheckoutPage packageId="2" />, { queryClient: signedIn() })
    expect(await screen.findByText(/Credit packages are not on sale right now/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/checkout/plans')
    expect(screen.queryByRole('article')).toBeNull()
    expect(screen.queryByRole('button', { name: /^Buy/ })).toBeNull()
  })

  it("shows the server's refusal, such as packages taken off sale meanwhile", async () => {
    checkoutAnswer = () => HttpResponse.json({ success: false, message: 'Credit packages are not on sale' }, { status: 403 })
    renderWithProviders(<CreditsCheckoutPage />, { queryClient: signedIn() })
    fireEvent.click(await screen.findByRole('button', { name: 'Buy 1 credit' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Credit packages are not on sale')
    expect(within(alert).getByRole('link', { name: 'See the monthly plans' })).toHaveAttribute('href', '/checkout/plans')
    expect(leavePage).not.toHaveBeenCalled()
  })

  it('asks a visitor to sign up and brings them back to the package', async () => {
    renderWithProviders(<CreditsCheckoutPage packageId="2" />, { route: '/checkout/credits/2', queryClient: signedOut() })
    fireEvent.click(await screen.findByRole('button', { name: 'Buy 10 credits' }))
    expect(getAccountDialogState()).toEqual({ open: 'account', mode: 'signup', returnTo: '/checkout/credits/2' })
    expect(checkoutBodies).toEqual([])
  })
})
