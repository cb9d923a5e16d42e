import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ToastModule from '@/hooks/use-toast'
import { toast } from '@/hooks/use-toast'
import { CURRENT_USER_KEY } from '@/lib/auth'
import { createQueryClient } from '@/lib/query-client'
import { LocationProbe, renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { DeleteAccountSection } from './delete-account-section'
import { testUser } from '@/test/users'

vi.mock('@/hooks/use-toast', async (importOriginal) => {
  const actual = await importOriginal<typeof ToastModule>()
  return { ...actual, toast: vi.fn(actual.toast) }
})

const alex = testUser()
const DELETED = 'Your account has been deleted.'
const WRONG = 'The password is incorrect. Your account was not deleted.'
const SIGN_IN_AGAIN = 'For your security, sign in with Google again, then delete your account within 10 minutes.'

/** The bodies sent with DELETE /api/user, and the refusals its next answers are. */
let sent: unknown[]
let refusals: Response[]

beforeEach(() => {
  sent = []
  refusals = []
  server.use(
    http.delete('/api/user', async ({ request }) => {
      sent.push(await request.json())
      return refusals.shift() ?? HttpResponse.json({ success: true, message: DELETED })
    }),
  )
})

/** refuseNext makes the next DELETE /api/user answer status with message. */
function refuseNext(status: number, message: string) {
  refusals.push(HttpResponse.json({ success: false, message }, { status }))
}

function setup({ hasPassword = true, route = '/dashboard/profile' } = {}) {
  const signInWithGoogle = vi.fn()
  const queryClient = createQueryClient()
  queryClient.setQueryData(CURRENT_USER_KEY, { success: true, message: 'OK', user: { ...alex, hasPassword } })
  renderWithProviders(
    <>
      <DeleteAccountSection hasPassword={hasPassword} signInWithGoogle={signInWithGoogle} />
      <LocationProbe />
    </>,
    { route, queryClient },
  )
  return { signInWithGoogle, queryClient }
}

const dialog = () => screen.getByRole('dialog', { name: 'Delete your account?' })

describe('DeleteAccountSection', () => {
  it('says what goes and that it cannot be undone', () => {
    setup()
    const section = screen.getByRole('region', { name: 'Delete account' })
    expect(section).toHaveTextContent('cannot be undone')
    for (const item of ['saved textures', 'credits and their history', 'leave the community showcase', 'votes', 'newsletter']) {
      expect(section).toHaveTextContent(item)
    }
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it("keeps the dialog open with the server's message on a wrong password, then deletes, signs out and goes home", async () => {
    const user = userEvent.setup()
    const { queryClient } = setup()
    await user.click(screen.getByRole('button', { name: 'Delete account' }))
    expect(dialog()).toHaveAccessibleDescription(/cannot be undone/)
    refuseNext(400, WRONG)
    await user.type(within(dialog()).getByLabelText('Password'), 'wrong-one')
    await user.click(within(dialog()).getByRole('button', { name: 'Delete my account' }))
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(WRONG)
    expect(sent).toEqual([{ password: 'wrong-one' }])
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toMatchObject({ user: { id: 1 } })
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/profile')

    await user.clear(within(dialog()).getByLabelText('Password'))
    await user.type(within(dialog()).getByLabelText('Password'), 'Right-Password-1')
    await user.click(within(dialog()).getByRole('button', { name: 'Delete my account' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/))
    expect(sent[1]).toEqual({ password: 'Right-Password-1' })
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toBeNull()
    expect(toast).toHaveBeenLastCalledWith({ title: 'Account deleted', description: DELETED })
  })

  it('asks an account without a password to sign in with Google again, and sends nothing', async () => {
    const user = userEvent.setup()
    const { signInWithGoogle } = setup({ hasPassword: false })
    await user.click(screen.getByRole('button', { name: 'Delete account' }))
    expect(within(dialog()).queryByLabelText('Password')).toBeNull()
    expect(within(dialog()).queryByRole('button', { name: 'Delete my account' })).toBeNull()
    await user.click(within(dialog()).getByRole('button', { name: 'Sign in with Google to confirm' }))
    expect(signInWithGoogle).toHaveBeenCalledWith('/dashboard/profile?confirm-delete=1')
    expect(sent).toHaveLength(0)
  })

  it('opens again after that sign-in and deletes with an empty body', async () => {
    const user = userEvent.setup()
    setup({ hasPassword: false, route: '/dashboard/profile?confirm-delete=1' })
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/profile$/)) // marker read once
    await user.click(within(dialog()).getByRole('button', { name: 'Delete my account' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/))
    expect(sent).toEqual([{}])
  })

  it("shows the server's 403 message and the Google step again when the sign-in is too old", async () => {
    const user = userEvent.setup()
    const { signInWithGoogle } = setup({ hasPassword: false, route: '/dashboard/profile?confirm-delete=1' })
    refuseNext(403, SIGN_IN_AGAIN)
    await user.click(within(dialog()).getByRole('button', { name: 'Delete my account' }))
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(SIGN_IN_AGAIN)
    await user.click(within(dialog()).getByRole('button', { name: 'Sign in with Google to confirm' }))
    expect(signInWithGoogle).toHaveBeenCalledOnce()
  })

  it('gives focus back when closed, and starts afresh when opened again', async () => {
    const user = userEvent.setup()
    setup()
    await user.click(screen.getByRole('button', { name: 'Delete account' }))
    refuseNext(400, WRONG)
    await user.type(within(dialog()).getByLabelText('Password'), 'wrong-one')
    await user.click(within(dialog()).getByRole('button', { name: 'Delete my account' }))
    await within(dialog()).findByRole('alert')
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete account' })).toHaveFocus())
    await user.click(screen.getByRole('button', { name: 'Delete account' }))
    expect(within(dialog()).getByLabelText('Password')).toHaveValue('')
    expect(within(dialog()).queryByRole('alert')).toBeNull()
  })
})
