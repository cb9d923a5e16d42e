import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ToastModule from '@/hooks/use-toast'
import { toast } from '@/hooks/use-toast'
import { CURRENT_USER_KEY, type User } from '@/lib/auth'
import { createQueryClient } from '@/lib/query-client'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { avatarFileProblem } from '../lib/avatar-file'
import { EditProfileDialog } from './edit-profile-dialog'
import { testUser } from '@/test/users'

vi.mock('@/hooks/use-toast', async (importOriginal) => {
  const actual = await importOriginal<typeof ToastModule>()
  return { ...actual, toast: vi.fn(actual.toast) }
})

const alex = testUser()
const withAvatar: User = { ...alex, avatarUrl: '/uploads/avatars/1.png' }

const updated = () =>
  HttpResponse.json({
    success: true,
    message: 'Avatar updated',
    user: { ...alex, avatarUrl: '/uploads/avatars/2.png' },
  })

/** The forms POSTed to /api/user/avatar. */
let forms: FormData[]

/** answerWith makes POST /api/user/avatar record the form, then answer with respond(). */
function answerWith(respond: () => Response | Promise<Response>) {
  server.use(
    http.post('/api/user/avatar', async ({ request }) => {
      forms.push(await request.formData())
      return respond()
    }),
  )
}

beforeEach(() => {
  forms = []
  answerWith(updated)
  let n = 0
  URL.createObjectURL = vi.fn(() => `blob:preview-${++n}`)
  URL.revokeObjectURL = vi.fn()
})

function Harness({ user }: { user: User }) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        edit
      </button>
      <EditProfileDialog open={open} onOpenChange={setOpen} user={user} />
    </>
  )
}

function setup(user: User = alex) {
  const queryClient = createQueryClient()
  queryClient.setQueryData(CURRENT_USER_KEY, { success: true, message: 'OK', user })
  const result = renderWithProviders(<Harness user={user} />, { queryClient })
  return { ...result, dialog: () => screen.getByRole('dialog', { name: 'Edit Profile' }) }
}

const file = (name: string, type: string, size = 1024) => new File([new Uint8Array(size)], name, { type })
const pick = (f: File) => fireEvent.change(screen.getByLabelText('Avatar image'), { target: { files: [f] } })
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }))
const sentForm = () => forms[0]!

describe('EditProfileDialog', () => {
  it('shows the title, subtitle, initial fallback, upload, Cancel and Save Changes', () => {
    const { dialog } = setup()
    expect(dialog()).toHaveAccessibleDescription('Customize your profile with a personal avatar')
    expect(within(dialog()).getByRole('img', { name: 'Avatar preview: the letter A' })).toHaveTextContent('A')
    expect(within(dialog()).getByRole('button', { name: 'Upload Avatar' })).toBeInTheDocument()
    expect(within(dialog()).queryByRole('button', { name: 'Remove' })).toBeNull()
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
    expect(within(dialog()).getByRole('button', { name: 'Save Changes' })).toBeInTheDocument()
  })

  it("says 'No changes' and sends nothing when nothing changed", () => {
    setup()
    save()
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'No changes' }))
    expect(forms).toHaveLength(0)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('refuses a file that is not JPEG, PNG, GIF or WebP', () => {
    setup()
    pick(file('avatar.svg', 'image/svg+xml'))
    expect(toast).toHaveBeenLastCalledWith({
      variant: 'destructive',
      title: 'Invalid file type',
      description: 'Please upload a valid image file (JPEG, PNG, GIF, WebP)',
    })
    expect(screen.getByRole('img', { name: 'Avatar preview: the letter A' })).toBeInTheDocument()
  })

  it('refuses an image over 5MB', () => {
    setup()
    pick(file('big.png', 'image/png', 5 * 1024 * 1024 + 1))
    expect(toast).toHaveBeenLastCalledWith({
      variant: 'destructive',
      title: 'File too large',
      description: 'Please upload an image smaller than 5MB',
    })
  })

  it("uploads a chosen file as 'avatar', shows 'Saving...', updates the user and toasts", async () => {
    let answer: (res: Response) => void = () => {}
    answerWith(() => new Promise((resolve) => (answer = resolve)))
    const { queryClient } = setup()
    const chosen = file('me.webp', 'image/webp', 5 * 1024 * 1024)
    pick(chosen)
    expect(screen.getByRole('img', { name: 'Avatar preview' }).querySelector('img')).toHaveAttribute('src', 'blob:preview-1')
    expect(screen.getByRole('button', { name: 'Change Avatar' })).toBeInTheDocument()
    save()
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled()
    await waitFor(() => expect(forms).toHaveLength(1))
    // jsdom's File reaches Node's fetch without its name or bytes; its type says it is the chosen one.
    expect((sentForm().get('avatar') as File).type).toBe(chosen.type)
    expect(sentForm().has('removeAvatar')).toBe(false)
    await act(async () => answer(updated()))
    expect(toast).toHaveBeenLastCalledWith({
      title: 'Profile updated',
      description: 'Your profile picture has been updated successfully',
    })
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toMatchObject({ user: { avatarUrl: '/uploads/avatars/2.png' } })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1')
  })

  it("removes the current avatar with removeAvatar='true'", async () => {
    setup(withAvatar)
    expect(screen.getByRole('img', { name: 'Avatar preview' }).querySelector('img')).toHaveAttribute('src', '/uploads/avatars/1.png')
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }))
    expect(screen.getByRole('img', { name: 'Avatar preview: the letter A' })).toBeInTheDocument()
    save()
    await waitFor(() => expect(forms).toHaveLength(1))
    expect(sentForm().get('removeAvatar')).toBe('true')
    expect(sentForm().has('avatar')).toBe(false)
  })

  it("toasts 'Update failed' with the server's message and stays open", async () => {
    answerWith(() => HttpResponse.json({ success: false, message: 'Image is too large' }, { status: 413 }))
    setup()
    pick(file('me.png', 'image/png'))
    save()
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith({
        variant: 'destructive',
        title: 'Update failed',
        description: 'Image is too large',
      }),
    )
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled()
  })

  it('starts over when reopened after Cancel', () => {
    setup(withAvatar)
    pick(file('me.png', 'image/png'))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    fireEvent.click(screen.getByRole('button', { name: 'edit' }))
    expect(screen.getByRole('img', { name: 'Avatar preview' }).querySelector('img')).toHaveAttribute('src', '/uploads/avatars/1.png')
  })
})

describe('avatarFileProblem', () => {
  it.each([
    ['a.jpg', 'image/jpeg', null],
    ['a.jpg', 'image/jpg', null],
    ['a.png', 'image/png', null],
    ['a.gif', 'image/gif', null],
    ['a.webp', 'image/webp', null],
    ['a.webp', '', null],
    ['a.bmp', 'image/bmp', 'Invalid file type'],
    ['a.txt', '', 'Invalid file type'],
  ])('%s (%s) -> %s', (name, type, title) => {
    expect(avatarFileProblem({ name, type, size: 10 })?.title ?? null).toBe(title)
  })

  it('allows exactly 5MB', () => {
    expect(avatarFileProblem({ name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull()
  })
})
