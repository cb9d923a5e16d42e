import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { server } from '@/test/server'
import { FaqSection } from './faq-section'

function renderFaq() {
  // The plans never arrive: the FAQ shows the items that need none.
  server.use(http.get('/api/subscription-plans', () => delay('infinite')))
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FaqSection />
    </QueryClientProvider>,
  )
  const faq = screen.getByRole('region', { name: 'Frequently asked questions' })
  const questions = within(faq).getAllByRole('button')
  const expanded = () => questions.map((q) => q.getAttribute('aria-expanded'))
  return { faq, questions, expanded }
}

describe('FaqSection', () => {
  it('opens the first answer, one at a time, and can close them all', async () => {
    const user = userEvent.setup()
    const { faq, questions, expanded } = renderFaq()
    expect(questions.length).toBeGreaterThan(2)
    expect(expanded()).toEqual(['true', ...Array(questions.length - 1).fill('false')])
    // Each question names its answer, and only the open answer is shown.
    const answer = within(faq).getByRole('region', { name: questions[0]!.textContent ?? '' })
    expect(questions[0]).toHaveAttribute('aria-controls', answer.id)
    expect(within(faq).getAllByRole('region')).toHaveLength(1)

    await user.click(questions[2]!)
    expect(expanded()).toEqual(['false', 'false', 'true', ...Array(questions.length - 3).fill('false')])
    expect(within(faq).getAllByRole('region')).toHaveLength(1)

    await user.click(questions[2]!)
    expect(expanded()).toEqual(Array(questions.length).fill('false'))
    expect(within(faq).queryAllByRole('region')).toHaveLength(0)
  })

  it('works from the keyboard: Tab to a question, Enter and Space toggle it', async () => {
    const user = userEvent.setup()
    const { questions, expanded } = renderFaq()
    await user.tab()
    expect(questions[0]).toHaveFocus()
    await user.tab()
    expect(questions[1]).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(expanded()[1]).toBe('true')
    expect(expanded()[0]).toBe('false')
    await user.keyboard(' ')
    expect(expanded()[1]).toBe('false')
  })
})
