import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { LegalMarkdown, safeUrl } from './legal-markdown'

function renderMarkdown(markdown: string) {
  return render(
    <MemoryRouter>
      <LegalMarkdown>{markdown}</LegalMarkdown>
    </MemoryRouter>,
  )
}

describe('LegalMarkdown', () => {
  it('shows raw HTML as text and never as markup', () => {
    const { container } = renderMarkdown(
      '<script>alert(1)</script>\n\nHello <img src="x" onerror="alert(2)"> and <b>bold</b>\n\n<iframe src="https://evil.example"></iframe>',
    )
    expect(container.querySelector('script, img, iframe, b')).toBeNull()
    expect(container).toHaveTextContent('<script>alert(1)</script>')
    expect(container).toHaveTextContent('Hello <img src="x" onerror="alert(2)"> and <b>bold</b>')
  })

  it('keeps only https:, mailto: and site links; others are plain text', () => {
    const { container } = renderMarkdown(
      [
        '[run](javascript:alert(1)) [data](data:text/html,hi) [plain](http://example.com) [other host](//evil.example)',
        '[terms](/terms) [site](https://example.com/a) [mail](mailto:support@texelforge.app) [top](#top) <https://auto.example>',
      ].join('\n\n'),
    )
    for (const name of ['run', 'data', 'plain', 'other host']) {
      expect(screen.queryByRole('link', { name })).toBeNull()
      expect(screen.getByText(name)).toBeInTheDocument()
    }
    expect(container.innerHTML).not.toMatch(/javascript:|data:text|http:\/\/example|\/\/evil/)
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms')
    expect(screen.getByRole('link', { name: 'site' })).toHaveAttribute('href', 'https://example.com/a')
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:support@texelforge.app')
    expect(screen.getByRole('link', { name: 'top' })).toHaveAttribute('href', '#top')
    expect(screen.getByRole('link', { name: 'https://auto.example' })).toHaveAttribute('href', 'https://auto.example')
  })

  it('draws no images, only their words', () => {
    const { container } = renderMarkdown('![A tracking pixel](https://evil.example/p.png)')
    expect(container.querySelector('img')).toBeNull()
    expect(container).toHaveTextContent('A tracking pixel')
  })

  it('renders lists, emphasis and headings', () => {
    renderMarkdown('### Small\n\n- one\n- **two**\n\n1. first')
    expect(screen.getByRole('heading', { level: 3, name: 'Small' })).toBeInTheDocument()
    expect(screen.getAllByRole('list')).toHaveLength(2)
    expect(screen.getByText('two').tagName).toBe('STRONG')
  })
})

describe('safeUrl', () => {
  it.each([
    ['https://a.example', 'https://a.example'],
    ['MAILTO:x@y.z', 'MAILTO:x@y.z'],
    ['/privacy', '/privacy'],
    ['#section', '#section'],
    ['javascript:alert(1)', ''],
    [' JavaScript:alert(1)', ''],
    ['http://a.example', ''],
    ['//a.example', ''],
    ['/\\a.example', ''],
    ['privacy', ''],
  ])('%s -> %s', (url, want) => expect(safeUrl(url)).toBe(want))
})
