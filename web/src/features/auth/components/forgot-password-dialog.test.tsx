import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ToastModule from '@/hooks/use-toast'
import { toast } from '@/hooks/use-toast'
import { server } from '@/test/server'
import { FORGOT_PASSWORD_RESET_MS, useForgotPassword } from '../hooks/use-forgot-password'
import { ForgotPasswordDialog } from './forgot-password-dialog'

vi.mock('@/hooks/use-toast', async (importOriginal) => {
  const actual = await importOriginal<typeof ToastModule>()
  return { ...actual, toast: vi.fn(actual.toast) }
})

const sent = { success: true, message: 'If an account exists, a reset link is on its way.' }
/** The bodies POSTed to /api/forgot-password. */
let requests: unknown[]

/** answerWith makes POST /api/forgot-password record the body, then answer with respond(). */
function answerWith(respond: () => Response | Promise<Response>) {
  server.use(
    http.post('/api/forgot-password', async ({ request }) => {
      requests.push(await request.json())
      return respond()
    }),
  )
}

beforeEach(() => {
  requests = []
  answerWith(() => HttpResponse.json(sent))
})

afterEach(() => {
  vi.useRealTimers()
})

const onBackToLogin = vi.fn()

function Harness() {
  const [open, setOpen] = useState(true)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        reopen
      </button>
      <ForgotPasswordDialog open={open} onOpenChange={setOpen} onBackToLogin={onBackToLogin} />
    </>
  )
}

const emailField = () => within(screen.getByRole('dialog')).getByLabelText('Email')
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }))

describe('ForgotPasswordDialog', () => {
  it("shows the email field, 'Send Reset Link' and 'Back to Login'", () => {
    render(<Harness />)
    const dialog = screen.getByRole('dialog', { name: 'Reset Password' })
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('type', 'email')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to Login' }))
    expect(onBackToLogin).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['', 'Email required', 'Please enter your email address'],
    ['   ', 'Email required', 'Please enter your email address'],
    ['alex', 'Invalid email format', 'Please enter a valid email address'],
    ['alex@example', 'Invalid email format', 'Please enter a valid email address'],
    ['alex@example.c', 'Invalid email format', 'Please enter a valid email address'],
    ['alex@example.c0m', 'Invalid email format', 'Please enter a valid email address'],
  ])('refuses %j with %s', (value, title, description) => {
    render(<Harness />)
    fireEvent.change(emailField(), { target: { value } })
    send()
    expect(toast).toHaveBeenLastCalledWith({ variant: 'destructive', title, description })
    expect(requests).toHaveLength(0)
  })

  it("goes form -> sending -> sent and shows 'Check Your Email' with the address", async () => {
    let answer: (res: Response) => void = () => {}
    answerWith(() => new Promise((resolve) => (answer = resolve)))
    render(<Harness />)
    fireEvent.change(emailField(), { target: { value: ' alex@example.co ' } })
    send()
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    await waitFor(() => expect(requests).toEqual([{ email: 'alex@example.co' }]))
    await act(async () => answer(HttpResponse.json(sent)))
    const dialog = screen.getByRole('dialog', { name: 'Check Your Email' })
    expect(dialog).toHaveTextContent("If an account exists with the email alex@example.co, you'll receive a password reset link shortly.")
    expect(dialog).toHaveTextContent(/spam/)
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument()
  })

  it.each([
    ['the server message', () => HttpResponse.json({ success: false, message: 'Too many requests' }, { status: 429 }), 'Too many requests'],
    ['Failed to process request', () => HttpResponse.json({ success: false }, { status: 500 }), 'Failed to process request'],
    ['a non-JSON error', () => new HttpResponse('<html>', { status: 502 }), 'Failed to process request'],
    ['a network error', () => HttpResponse.error(), 'An error occurred, please try again'],
  ])("toasts 'Error' with %s and returns to the form", async (_, respond, description) => {
    answerWith(respond)
    render(<Harness />)
    fireEvent.change(emailField(), { target: { value: 'alex@example.com' } })
    send()
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith({ variant: 'destructive', title: 'Error', description }))
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled()
    expect(emailField()).toHaveValue('alex@example.com')
  })

  it('keeps the sent state for 300 ms after Close, then resets the email and the form', async () => {
    render(<Harness />)
    fireEvent.change(emailField(), { target: { value: 'alex@example.com' } })
    send()
    await screen.findByRole('dialog', { name: 'Check Your Email' })
    vi.useFakeTimers()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    act(() => vi.advanceTimersByTime(FORGOT_PASSWORD_RESET_MS - 1))
    fireEvent.click(screen.getByRole('button', { name: 'reopen' }))
    expect(screen.getByRole('dialog', { name: 'Check Your Email' })).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('dialog', { name: 'Reset Password' })).toBeInTheDocument()
    expect(emailField()).toHaveValue('')
  })
})

describe('useForgotPassword', () => {
  it('resets 300 ms after resetLater, not before', async () => {
    const { result } = renderHook(() => useForgotPassword())
    act(() => result.current.setEmail('alex@example.com'))
    await act(() => result.current.submit())
    expect(result.current.status).toBe('sent')
    vi.useFakeTimers()
    act(() => result.current.resetLater())
    act(() => vi.advanceTimersByTime(299))
    expect(result.current).toMatchObject({ status: 'sent', email: 'alex@example.com' })
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toMatchObject({ status: 'form', email: '' })
  })
})
