import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '@/components/ui/toaster'
import { LocationProbe, renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { LandingSignupForm } from './landing-signup-form'

/** The bodies POSTed to /api/register. */
let registerCalls: unknown[]

beforeEach(() => {
  registerCalls = []
  server.use(
    http.post('/api/register', async ({ request }) => {
      registerCalls.push(await request.json())
      return HttpResponse.json(
        {
          success: true,
          message: 'Registered',
          user: { id: 7, username: 'newbie', email: 'n@x.io', avatarUrl: null, isAdmin: false },
        },
        { status: 201 },
      )
    }),
    http.all('/api/*', () => HttpResponse.json({ success: false }, { status: 401 })),
  )
})

function renderForm() {
  renderWithProviders(
    <>
      <LandingSignupForm />
      <LocationProbe />
      <Toaster />
    </>,
  )
}

describe('LandingSignupForm', () => {
  it('says a missing username or password in a toast and sends nothing', async () => {
    renderForm()
    fireEvent.submit(screen.getByRole('form', { name: 'Create your account' }))
    expect(await screen.findByText('Username required')).toBeInTheDocument()
    expect(screen.getByText('Please choose a username for your account')).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'newbie' } })
    fireEvent.submit(screen.getByRole('form', { name: 'Create your account' }))
    expect(await screen.findByText('Password required')).toBeInTheDocument()
    expect(screen.getByText('Please create a password for your account')).toBeInTheDocument()
    expect(registerCalls).toHaveLength(0)
  })

  it('registers with the newsletter choice and opens the studio', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      renderForm()
      fireEvent.change(screen.getByLabelText('Username'), { target: { value: ' newbie ' } })
      fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'n@x.io' } })
      fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Sturdy-Lantern-42!' } })
      fireEvent.click(screen.getByLabelText('Receive updates and special offers'))
      fireEvent.click(screen.getByRole('button', { name: 'Create Free Account' }))
      await waitFor(() => expect(registerCalls).toHaveLength(1))
      expect(registerCalls[0]).toEqual({
        username: 'newbie',
        email: 'n@x.io',
        password: 'Sturdy-Lantern-42!',
        newsletter: true,
      })
      expect(await screen.findByText('Account created!')).toBeInTheDocument()
      await act(() => vi.advanceTimersByTimeAsync(500))
      expect(screen.getByTestId('location')).toHaveTextContent('/texture-studio')
    } finally {
      vi.useRealTimers()
    }
  })
})
