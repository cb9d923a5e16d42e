import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ToastModule from '@/hooks/use-toast'
import { toast } from '@/hooks/use-toast'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import type { OutboxEmail } from '../api/types'
import { EmailPage } from './email-page'

vi.mock('@/hooks/use-toast', async (importOriginal) => {
  const actual = await importOriginal<typeof ToastModule>()
  return { ...actual, toast: vi.fn(actual.toast) }
})

const reset: OutboxEmail = {
  id: 7,
  to: 'demo@example.com',
  subject: 'Reset your Texelforge password',
  text: 'Choose a new password: http://localhost/reset-password?token=••••••',
  html: '<p>Choose a <a href="http://localhost/reset-password?token=••••••">new password</a></p><script>parent.document.title="owned"</script>',
  headers: { 'List-Unsubscribe': '<mailto:unsubscribe@example.com>' },
  purpose: 'password-reset',
  transport: 'outbox',
  status: 'sent',
  attempts: 1,
  lastError: '',
  createdAt: '2026-11-26T10:00:00Z',
  sentAt: '2026-11-26T10:00:01Z',
}

let outbox: OutboxEmail[]
let resent: number[]

beforeEach(() => {
  vi.mocked(toast).mockClear()
  outbox = [reset]
  resent = []
  server.use(
    http.get('/api/admin/email', () => HttpResponse.json({ success: true, message: 'OK', emails: outbox, nextCursor: null })),
    http.get('/api/admin/email/:id', ({ params }) =>
      Number(params.id) === reset.id
        ? HttpResponse.json({ success: true, email: reset })
        : HttpResponse.json({ success: false, message: 'Mail not found' }, { status: 404 }),
    ),
    http.post('/api/admin/email/:id/resend', ({ params }) => {
      resent.push(Number(params.id))
      const copy = { ...reset, id: 8, status: 'pending' as const, attempts: 0, sentAt: null }
      outbox = [copy, ...outbox]
      return HttpResponse.json({ success: true, message: 'Mail sent again' })
    }),
  )
})

async function openReset() {
  const user = userEvent.setup()
  renderWithProviders(<EmailPage />)
  await user.click(await screen.findByRole('button', { name: 'Reset your Texelforge password' }))
  const dialog = await screen.findByRole('dialog', { name: 'Reset your Texelforge password' })
  await within(dialog).findByText('Transport')
  return { user, dialog }
}

describe('MessageDialog', () => {
  it('shows the headers and the masked parts, the HTML in a sandbox without scripts', async () => {
    const { user, dialog } = await openReset()
    expect(dialog).toHaveAccessibleDescription('To demo@example.com')
    const terms = within(dialog)
      .getAllByRole('term')
      .map((t) => t.textContent)
    expect(terms).toEqual(['To', 'Subject', 'Status', 'Template', 'Transport', 'Attempts', 'Created', 'Sent', 'List-Unsubscribe'])
    expect(within(dialog).getByText('Outbox only (not sent)')).toBeInTheDocument()
    const frame = within(dialog).getByTitle('Reset your Texelforge password: HTML part')
    expect(frame).toHaveAttribute('sandbox', '')
    expect(frame).toHaveAttribute('srcdoc', reset.html)
    await user.click(within(dialog).getByRole('tab', { name: 'Text' }))
    expect(within(dialog).getByRole('region', { name: 'Reset your Texelforge password: text part' })).toHaveTextContent(
      'Choose a new password: http://localhost/reset-password?token=••••••',
    )
    expect(document.title).not.toBe('owned')
  })

  it('resends after a confirmation, and the new row joins the list', async () => {
    const { user, dialog } = await openReset()
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }))
    const confirm = within(dialog).getByRole('group', { name: 'Confirm resend' })
    expect(confirm).toHaveTextContent('Send this mail to demo@example.com again? It goes out as a new mail with a fresh link')
    expect(resent).toEqual([])
    await user.click(within(confirm).getByRole('button', { name: 'Resend mail' }))
    await waitFor(() => expect(resent).toEqual([7]))
    expect(toast).toHaveBeenCalledWith({ title: 'Success', description: 'Mail sent again' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Reset your Texelforge password' })).toHaveLength(2))
    expect(within(screen.getByRole('table')).getByText('Pending')).toBeInTheDocument()
  })

  it('can step back from the confirmation, and shows a refused resend', async () => {
    server.use(
      http.post('/api/admin/email/:id/resend', () => HttpResponse.json({ success: false, message: 'Mail not found' }, { status: 404 })),
    )
    const { user, dialog } = await openReset()
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }))
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(within(dialog).queryByRole('group', { name: 'Confirm resend' })).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }))
    await user.click(within(dialog).getByRole('button', { name: 'Resend mail' }))
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ variant: 'destructive', title: 'Error', description: 'Mail not found' }))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('sends a test mail to the admin', async () => {
    const user = userEvent.setup()
    server.use(
      http.post('/api/admin/email/test', () => HttpResponse.json({ success: true, message: 'Test mail sent to admin@example.com' })),
    )
    renderWithProviders(<EmailPage />)
    await user.click(screen.getByRole('button', { name: 'Send a test mail to me' }))
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Success', description: 'Test mail sent to admin@example.com' }))
  })
})
