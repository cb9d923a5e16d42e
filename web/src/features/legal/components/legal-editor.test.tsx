import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { Toaster } from '@/components/ui/toaster'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { legalKeys } from '../api/get-legal-page'
import { BUILT_IN_LEGAL } from '../content/built-in'
import { LegalEditor } from './legal-editor'

let saved: Record<string, { content: string; updatedAt: string }>
let posted: unknown[]
let saveStatus: number

beforeEach(() => {
  saved = { terms: { content: '# Terms of Service\n\nSaved terms.\n\n## Saved section\n\nText.', updatedAt: '2026-12-03T08:00:00Z' } }
  posted = []
  saveStatus = 200
  server.use(
    http.get('/api/page-content/legal/:id', ({ params }) => {
      const item = saved[params.id as string]
      return item
        ? HttpResponse.json({ success: true, data: { pageId: 'legal', elementId: params.id, type: 'markdown', ...item } })
        : HttpResponse.json({ success: false, message: 'Content not found' }, { status: 404 })
    }),
    http.post('/api/page-content', async ({ request }) => {
      const body = (await request.json()) as { elementId: string; content: string }
      posted.push(body)
      if (saveStatus !== 200) return HttpResponse.json({ success: false, message: 'Content is too long' }, { status: saveStatus })
      const item = { content: body.content.trim(), updatedAt: '2026-12-04T10:00:00Z' }
      saved[body.elementId] = item
      return HttpResponse.json({
        success: true,
        message: 'Content saved',
        data: { pageId: 'legal', elementId: body.elementId, type: 'markdown', ...item },
      })
    }),
  )
})

function renderEditor() {
  return renderWithProviders(
    <>
      <LegalEditor />
      <Toaster />
    </>,
  )
}

const editor = () => screen.getByLabelText('Markdown')
const preview = () => screen.getByRole('region', { name: 'Preview' })

describe('LegalEditor', () => {
  it('starts from the built-in text when none is saved, and previews the draft as the page draws it', async () => {
    renderEditor()
    await waitFor(() => expect(editor()).toHaveValue(BUILT_IN_LEGAL.privacy))
    expect(screen.getByText('Nothing saved yet: this is the built-in text.')).toBeInTheDocument()
    expect(within(preview()).getByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /View the public page/ })).toHaveAttribute('href', '/privacy')

    fireEvent.change(editor(), {
      target: { value: '# Privacy Policy\n\nShort.\n\n## A new heading\n\nA new paragraph with [a bad link](javascript:alert(1)).' },
    })
    expect(await within(preview()).findByRole('region', { name: 'A new heading' })).toHaveTextContent('A new paragraph with a bad link.')
    expect(within(preview()).queryByRole('link', { name: 'a bad link' })).toBeNull()
    expect(within(preview()).queryByRole('region', { name: 'Who we are' })).toBeNull()
    expect(screen.getByText(/You have unsaved changes/)).toBeInTheDocument()
    expect(screen.getByText('99 / 50,000 characters')).toBeInTheDocument()
  })

  it('saves the page as Markdown page content and says what the server said', async () => {
    const user = userEvent.setup()
    const { queryClient } = renderEditor()
    await waitFor(() => expect(editor()).toBeEnabled())
    fireEvent.change(editor(), { target: { value: '# Privacy Policy\n\n## Added\n\nNew words.  ' } })
    await user.click(screen.getByRole('button', { name: 'Save Privacy Policy' }))
    await waitFor(() =>
      expect(posted).toEqual([
        { pageId: 'legal', elementId: 'privacy', content: '# Privacy Policy\n\n## Added\n\nNew words.  ', type: 'markdown' },
      ]),
    )
    expect(await screen.findByText('Content saved')).toBeInTheDocument()
    expect(screen.getByText('This is the saved text.')).toBeInTheDocument()
    expect(editor()).toHaveValue('# Privacy Policy\n\n## Added\n\nNew words.')
    // The public page shows it without asking again.
    expect(queryClient.getQueryData(legalKeys.page('privacy'))).toEqual({
      content: '# Privacy Policy\n\n## Added\n\nNew words.',
      updatedAt: '2026-12-04T10:00:00Z',
    })
  })

  it('shows the server refusal, loads the saved text of another page, and refuses an empty or too long text', async () => {
    const user = userEvent.setup()
    saveStatus = 400
    renderEditor()
    await waitFor(() => expect(editor()).toBeEnabled())
    await user.click(screen.getByRole('button', { name: 'Save Privacy Policy' }))
    expect(await screen.findByText('Content is too long')).toBeInTheDocument()
    expect(screen.getByText('Error')).toBeInTheDocument()

    await user.selectOptions(screen.getByLabelText('Page'), 'terms')
    await waitFor(() => expect(editor()).toHaveValue(saved.terms!.content))
    expect(await within(preview()).findByRole('region', { name: 'Saved section' })).toBeInTheDocument()
    expect(within(preview()).getByText('December 3, 2026')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /View the public page/ })).toHaveAttribute('href', '/terms')

    fireEvent.change(editor(), { target: { value: '   ' } })
    expect(screen.getByRole('button', { name: 'Save Terms of Service' })).toBeDisabled()
    fireEvent.change(editor(), { target: { value: 'x'.repeat(50_001) } })
    expect(screen.getByText('50,001 / 50,000 characters')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save Terms of Service' })).toBeDisabled()
  })
})
