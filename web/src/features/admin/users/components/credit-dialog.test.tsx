import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ToastModule from '@/hooks/use-toast'
import { toast } from '@/hooks/use-toast'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { checkCreditForm } from '../lib/credit-form'
import { detailOf, member } from '../test/fixtures'
import { CreditDialog } from './credit-dialog'

vi.mock('@/hooks/use-toast', async (importOriginal) => {
  const actual = await importOriginal<typeof ToastModule>()
  return { ...actual, toast: vi.fn(actual.toast) }
})

const demo = member()
const { credits } = detailOf(demo)
let posted: unknown[]
let answer: () => Response

beforeEach(() => {
  posted = []
  answer = () => HttpResponse.json({ success: true, message: 'Credits granted', change: 5, credits: { ...credits, available: 8 } })
  vi.mocked(toast).mockClear()
  server.use(
    http.post('/api/admin/users/7/credits', async ({ request }) => {
      posted.push(await request.json())
      return answer()
    }),
  )
})

function Harness() {
  const [open, setOpen] = useState(true)
  return (
    <>
      <CreditDialog user={demo} credits={credits} open={open} onOpenChange={setOpen} />
      {open ? null : <p>closed</p>}
    </>
  )
}

const dialog = () => screen.getByRole('dialog', { name: "Change demo's credits" })

describe('checkCreditForm', () => {
  it('takes a whole number from 1 to 100,000 and a reason of 1 to 200 characters', () => {
    const ok = { direction: 'grant' as const, amount: '5', reason: ' Sorry for the outage ' }
    expect(checkCreditForm(ok)).toEqual({ amount: 5, reason: 'Sorry for the outage' })
    expect(checkCreditForm({ ...ok, direction: 'take', amount: '100000' })).toEqual({ amount: -100000, reason: 'Sorry for the outage' })
    for (const amount of ['', '0', '-5', '1.5', '100001', 'five', '1e3']) {
      expect(checkCreditForm({ ...ok, amount })).toEqual({
        errors: { amount: 'Enter a whole number of credits from 1 to 100,000.' },
      })
    }
    expect(checkCreditForm({ ...ok, reason: '   ' })).toEqual({ errors: { reason: 'Give a reason: it is kept in the ledger.' } })
    expect(checkCreditForm({ ...ok, reason: 'x'.repeat(201) })).toEqual({
      errors: { reason: 'Keep the reason to 200 characters (it has 201).' },
    })
    expect(checkCreditForm({ ...ok, reason: 'x'.repeat(200) })).toEqual({ amount: 5, reason: 'x'.repeat(200) })
  })
})

describe('CreditDialog', () => {
  it('shows the mistakes at their fields and sends nothing until they are fixed', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Harness />)
    await user.click(within(dialog()).getByRole('button', { name: 'Grant credits' }))
    expect(within(dialog()).getByLabelText('Amount')).toHaveAccessibleDescription('Enter a whole number of credits from 1 to 100,000.')
    expect(within(dialog()).getByLabelText('Reason')).toHaveAccessibleDescription('Give a reason: it is kept in the ledger.')
    expect(within(dialog()).getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true')

    await user.type(within(dialog()).getByLabelText('Amount'), '2.5')
    await user.type(within(dialog()).getByLabelText('Reason'), 'Goodwill')
    await user.click(within(dialog()).getByRole('button', { name: 'Grant credits' }))
    expect(within(dialog()).getByLabelText('Amount')).toHaveAccessibleDescription('Enter a whole number of credits from 1 to 100,000.')
    expect(within(dialog()).getByLabelText('Reason')).not.toHaveAttribute('aria-invalid')
    expect(posted).toEqual([])
  })

  it('grants credits with the reason, toasts the server message and closes', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Harness />)
    await user.type(within(dialog()).getByLabelText('Amount'), '5')
    await user.type(within(dialog()).getByLabelText('Reason'), 'Sorry for the outage')
    await user.click(within(dialog()).getByRole('button', { name: 'Grant credits' }))
    expect(await screen.findByText('closed')).toBeInTheDocument()
    expect(posted).toEqual([{ amount: 5, reason: 'Sorry for the outage' }])
    expect(toast).toHaveBeenCalledWith({ title: 'Credits granted' })
  })

  it("takes credits as a negative amount, and keeps the dialog open with the server's refusal as an 'Error' toast", async () => {
    answer = () => HttpResponse.json({ success: false, message: 'They have no unspent credits to take' }, { status: 409 })
    const user = userEvent.setup()
    renderWithProviders(<Harness />)
    await user.click(within(dialog()).getByRole('radio', { name: 'Take credits' }))
    await user.type(within(dialog()).getByLabelText('Amount'), '3')
    await user.type(within(dialog()).getByLabelText('Reason'), 'Chargeback')
    await user.click(within(dialog()).getByRole('button', { name: 'Take credits' }))
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ variant: 'destructive', title: 'Error', description: 'They have no unspent credits to take' }),
    )
    expect(posted).toEqual([{ amount: -3, reason: 'Chargeback' }])
    expect(dialog()).toBeInTheDocument()
    expect(within(dialog()).getByRole('button', { name: 'Take credits' })).toBeEnabled()
  })
})
