import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AccountMode } from '@/hooks/use-account-dialog'
import type * as ToastModule from '@/hooks/use-toast'
import { toast } from '@/hooks/use-toast'
import { CURRENT_USER_KEY, type User } from '@/lib/auth'
import { LocationProbe, renderWithProviders } from '@/test/render'
import { sentRequests, server } from '@/test/server'
import { AccountDialog } from './account-dialog'
import { testUser } from '@/test/users'

vi.mock('@/hooks/use-toast', async (importOriginal) => {
  const actual = await importOriginal<typeof ToastModule>()
  return { ...actual, toast: vi.fn(actual.toast) }
})

const alex = testUser({ id: 7, email: 'alex@example.com' })

/** Like the server: a successful login or registration sets the session. */
let session: User | null
/** Every request sent, and the first body POSTed to each path. */
let sent: string[]
let bodies: Record<string, unknown>

const signIn =
  (message: string, status = 200) =>
  () => {
    session = alex
    return HttpResponse.json({ success: true, message, user: alex }, { status })
  }

/** answer makes POST path record its first body and answer with respond(). */
function answer(path: string, respond: () => Response) {
  server.use(
    http.post(path, async ({ request }) => {
      bodies[path] ??= await request.json()
      return respond()
    }),
  )
}

beforeEach(() => {
  session = null
  sent = sentRequests()
  bodies = {}
  server.use(
    http.get('/api/user', () =>
      session
        ? HttpResponse.json({ success: true, message: 'Authenticated', user: session })
        : HttpResponse.json({ success: false, message: 'Not authenticated' }, { status: 401 }),
    ),
    http.get('/api/auth/providers', () => HttpResponse.json({ success: true, google: false })),
    http.all('/api/*', () => HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 })),
  )
})

const onForgotPassword = vi.fn()

/** Harness: a button opens the dialog the way the navbar does. */
function Harness({ initialMode = 'login' }: { initialMode?: AccountMode }) {
  const [open, setOpen] = useState(false)
  const [mode, setMode] = useState<AccountMode>(initialMode)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <AccountDialog open={open} mode={mode} onOpenChange={setOpen} onModeChange={setMode} onForgotPassword={onForgotPassword} />
      <LocationProbe />
    </>
  )
}

function setup(initialMode: AccountMode = 'login') {
  const user = userEvent.setup()
  const result = renderWithProviders(<Harness initialMode={initialMode} />)
  const open = async () => {
    await user.click(screen.getByRole('button', { name: 'open' }))
    return screen.getByRole('dialog')
  }
  return { user, open, ...result }
}

const bodyOf = (path: string) => bodies[path]

describe('AccountDialog', () => {
  it('opens on the Login tab with its fields and defaults, and the terms line', async () => {
    const { open } = setup()
    const dialog = await open()
    expect(within(dialog).getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true')
    expect(within(dialog).getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'false')
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(within(dialog).getByLabelText('Email')).toBeRequired()
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('type', 'password')
    expect(within(dialog).getByRole('checkbox', { name: 'Keep me logged in' })).toBeChecked()
    expect(within(dialog).getByRole('button', { name: 'Forgot Password?' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Log In' })).toHaveAttribute('type', 'submit')
    expect(
      within(dialog).getByText(
        (_, el) => el?.tagName === 'P' && el.textContent === 'By continuing, you agree to our Terms of Service and Privacy Policy.',
      ),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms')
    expect(within(dialog).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
  })

  it('shows the Sign Up tab with the password hint and the newsletter ticked', async () => {
    const { open } = setup('signup')
    const dialog = await open()
    expect(within(dialog).getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true')
    expect(within(dialog).getByLabelText('Username')).toBeRequired()
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(
      'at least 10 characters with uppercase, lowercase, number and special character',
    )
    expect(within(dialog).getByRole('checkbox', { name: 'Receive updates and special offers' })).toBeChecked()
    expect(within(dialog).getByRole('button', { name: 'Sign Up' })).toHaveAttribute('type', 'submit')
  })

  it('switches tabs', async () => {
    const { open, user } = setup()
    const dialog = await open()
    await user.click(within(dialog).getByRole('tab', { name: 'Sign Up' }))
    expect(within(dialog).getByLabelText('Username')).toBeInTheDocument()
    expect(within(dialog).getByRole('heading', { name: 'Create your account' })).toBeInTheDocument()
  })

  it('shows and hides the password', async () => {
    const { open, user } = setup()
    const dialog = await open()
    const password = within(dialog).getByLabelText('Password')
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }))
    expect(password).toHaveAttribute('type', 'text')
    await user.click(within(dialog).getByRole('button', { name: 'Hide password' }))
    expect(password).toHaveAttribute('type', 'password')
  })

  it('closes on Escape and starts over on reopen: empty, hidden password and the defaults ticked', async () => {
    const { open, user } = setup()
    let dialog = await open()
    await user.type(within(dialog).getByLabelText('Password'), 'hunter2hunter2')
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }))
    await user.click(within(dialog).getByRole('checkbox', { name: 'Keep me logged in' }))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    dialog = await open()
    expect(within(dialog).getByLabelText('Password')).toHaveValue('')
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('type', 'password')
    expect(within(dialog).getByRole('checkbox', { name: 'Keep me logged in' })).toBeChecked()
  })

  it("calls onForgotPassword from 'Forgot Password?'", async () => {
    const { open, user } = setup()
    const dialog = await open()
    await user.click(within(dialog).getByRole('button', { name: 'Forgot Password?' }))
    expect(onForgotPassword).toHaveBeenCalledTimes(1)
  })

  it('shows the Google buttons only when Google sign-in is configured', async () => {
    const { open, user, unmount } = setup()
    let dialog = await open()
    await waitFor(() => expect(sent).toContain('GET /api/auth/providers'))
    expect(within(dialog).queryByRole('button', { name: /Google/ })).toBeNull()
    unmount()

    server.use(http.get('/api/auth/providers', () => HttpResponse.json({ success: true, google: true })))
    const second = setup()
    dialog = await second.open()
    expect(await within(dialog).findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('tab', { name: 'Sign Up' }))
    expect(await within(dialog).findByRole('button', { name: 'Sign up with Google' })).toBeInTheDocument()
  })

  it('logs in: caches the user, refreshes, toasts, closes, and opens /dashboard after ~400 ms', async () => {
    answer('/api/login', signIn('Login successful'))
    const { open, user, queryClient } = setup()
    const dialog = await open()
    await user.type(within(dialog).getByLabelText('Email'), ' alex@example.com ')
    await user.type(within(dialog).getByLabelText('Password'), 'Correct-Horse-9')
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }))
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Login successful', description: 'Welcome back!' }))
    expect(bodyOf('/api/login')).toEqual({ email: 'alex@example.com', password: 'Correct-Horse-9', rememberMe: true })
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toMatchObject({ success: true, user: alex })
    await waitFor(() => expect(sent.lastIndexOf('GET /api/user')).toBeGreaterThan(sent.indexOf('POST /api/login')))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/)
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'), { timeout: 1500 })
  })

  it("sends rememberMe false when 'Keep me logged in' is unticked", async () => {
    answer('/api/login', signIn('Login successful'))
    const { open, user } = setup()
    const dialog = await open()
    await user.type(within(dialog).getByLabelText('Email'), 'alex@example.com')
    await user.type(within(dialog).getByLabelText('Password'), 'pw')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Keep me logged in' }))
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }))
    await waitFor(() => expect(bodyOf('/api/login')).toMatchObject({ rememberMe: false }))
  })

  it("toasts 'Login failed' with the server's message, or a fallback when there is none", async () => {
    answer('/api/login', () => HttpResponse.json({ success: false, message: 'Invalid email or password' }, { status: 401 }))
    const { open, user } = setup()
    const dialog = await open()
    await user.type(within(dialog).getByLabelText('Email'), 'alex@example.com')
    await user.type(within(dialog).getByLabelText('Password'), 'wrong')
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }))
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith({
        variant: 'destructive',
        title: 'Login failed',
        description: 'Invalid email or password',
      }),
    )
    expect(screen.getByRole('dialog')).toBeInTheDocument()

    answer('/api/login', () => HttpResponse.error())
    fireEvent.submit(within(dialog).getByRole('form', { name: 'Log in' }))
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ description: 'An error occurred during login' })))
  })

  it('signs up with the newsletter choice, then toasts and opens /dashboard', async () => {
    answer('/api/register', signIn('Account created', 201))
    const { open, user, queryClient } = setup('signup')
    const dialog = await open()
    await user.type(within(dialog).getByLabelText('Username'), 'alex')
    await user.type(within(dialog).getByLabelText('Email'), 'alex@example.com')
    await user.type(within(dialog).getByLabelText('Password'), 'Correct-Horse-9')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Receive updates and special offers' }))
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }))
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Account created!', description: 'Your account has been created!' }))
    expect(bodyOf('/api/register')).toEqual({
      username: 'alex',
      email: 'alex@example.com',
      password: 'Correct-Horse-9',
      newsletter: false,
    })
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toMatchObject({ user: alex })
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'), { timeout: 1500 })
  })

  it("toasts 'Registration failed' with the server's message", async () => {
    answer('/api/register', () => HttpResponse.json({ success: false, message: 'That username is taken' }, { status: 409 }))
    const { open, user } = setup('signup')
    const dialog = await open()
    await user.type(within(dialog).getByLabelText('Username'), 'alex')
    await user.type(within(dialog).getByLabelText('Email'), 'alex@example.com')
    await user.type(within(dialog).getByLabelText('Password'), 'Correct-Horse-9')
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }))
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith({
        variant: 'destructive',
        title: 'Registration failed',
        description: 'That username is taken',
      }),
    )
    expect(bodyOf('/api/register')).toMatchObject({ newsletter: true })
  })
})
