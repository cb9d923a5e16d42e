import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { closeAccountDialogs, getAccountDialogState, openAccountDialog } from '@/hooks/use-account-dialog'
import { LocationProbe, renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { testUser } from '@/test/users'
import { AccountDialogs } from './account-dialogs'

beforeEach(() => {
  server.use(
    http.get('/api/user', () => HttpResponse.json({ success: false, message: 'Not authenticated' }, { status: 401 })),
    http.get('/api/auth/providers', () => HttpResponse.json({ success: true, google: false })),
  )
  closeAccountDialogs()
})

const slow = { timeout: 5000 }

describe('AccountDialogs', () => {
  it('renders nothing until a dialog is asked for', () => {
    renderWithProviders(<AccountDialogs />)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens the Account dialog on the asked tab, then Reset Password and back to Login', async () => {
    const user = userEvent.setup()
    renderWithProviders(<AccountDialogs />)
    act(() => openAccountDialog('signup'))
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' }, slow)
    expect(within(dialog).getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true')

    await user.click(within(dialog).getByRole('tab', { name: 'Login' }))
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }))
    const reset = await screen.findByRole('dialog', { name: 'Reset Password' }, slow)
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Welcome back' })).toBeNull())

    await user.click(within(reset).getByRole('button', { name: 'Back to Login' }))
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('returns focus to what opened the first dialog, through Reset Password and back', async () => {
    const user = userEvent.setup()
    renderWithProviders(
      <>
        <button type="button" onClick={() => openAccountDialog('login')}>
          Log In
        </button>
        <AccountDialogs />
      </>,
    )
    const opener = screen.getByRole('button', { name: 'Log In' })
    await user.click(opener)
    await user.click(await screen.findByRole('button', { name: 'Forgot Password?' }, slow))
    const reset = await screen.findByRole('dialog', { name: 'Reset Password' }, slow)
    await user.click(within(reset).getByRole('button', { name: 'Back to Login' }))
    await screen.findByRole('dialog', { name: 'Welcome back' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(opener).toHaveFocus())
  })

  it('lands a sign-in on the page the dialog was opened for, also after switching tabs', async () => {
    const user = userEvent.setup()
    server.use(
      http.post('/api/login', () => HttpResponse.json({ success: true, message: 'Login successful', user: testUser() })),
      http.get('/api/*', () => HttpResponse.json({ success: true })),
    )
    renderWithProviders(
      <>
        <AccountDialogs />
        <LocationProbe />
      </>,
      { route: '/checkout/pro' },
    )
    act(() => openAccountDialog('signup', '/complete-subscription?plan=pro'))
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' }, slow)
    await user.click(within(dialog).getByRole('tab', { name: 'Login' }))
    expect(getAccountDialogState()).toMatchObject({ mode: 'login', returnTo: '/complete-subscription?plan=pro' })
    await user.type(within(dialog).getByLabelText('Email'), 'alex@example.com')
    await user.type(within(dialog).getByLabelText('Password', { selector: 'input' }), 'Sturdy-Pixel-42!')
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/complete-subscription?plan=pro'), slow)
  })

  it('forgets the landing page when opened again without one', () => {
    act(() => openAccountDialog('signup', '/complete-subscription?plan=pro'))
    act(() => closeAccountDialogs())
    act(() => openAccountDialog('login'))
    expect(getAccountDialogState().returnTo).toBeUndefined()
  })
})
