import { ChevronDown, Cookie } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { BANNER_DELAY_MS, hasStoredConsent, OPEN_COOKIE_SETTINGS_EVENT, saveConsent, type ConsentChoice } from '../lib/consent'

const CATEGORIES = [
  {
    name: 'Essential',
    text: 'Keep you signed in, protect your account and remember this choice. These are always on.',
  },
  {
    name: 'Analytics',
    text: 'Count page views on our own servers so we can see which pages help. No third-party trackers.',
  },
  {
    name: 'Functional',
    text: 'Remember preferences such as your colour theme and the prompt you were writing.',
  },
]

/** CookieBanner asks for consent 1.5 s after load when none is stored. */
export function CookieBanner() {
  const [visible, setVisible] = useState(false)
  const [detailsOpen, setDetailsOpen] = useState(false)
  const headingId = useId()
  const detailsId = useId()

  useEffect(() => {
    if (hasStoredConsent()) return
    const timer = window.setTimeout(() => setVisible(true), BANNER_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])

  useEffect(() => {
    const open = () => setVisible(true)
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, open)
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, open)
  }, [])

  if (!visible) return null

  const choose = (choice: ConsentChoice) => {
    saveConsent(choice)
    setVisible(false)
  }

  return (
    <section aria-labelledby={headingId} className="fixed inset-x-0 bottom-0 z-50 p-3 sm:p-4 animate-in fade-in-0 slide-in-from-bottom-4">
      <div className="mx-auto max-w-3xl rounded-xl border bg-popover p-4 text-popover-foreground shadow-2xl sm:p-5">
        <div className="flex items-start gap-3">
          <Cookie className="mt-0.5 size-5 shrink-0 text-ember" aria-hidden="true" />
          <div className="min-w-0 flex-1 space-y-3">
            <h2 id={headingId} className="text-sm font-semibold">
              Cookies on Texelforge
            </h2>
            <p className="text-sm text-muted-foreground">
              We use essential cookies to keep you signed in and the site secure. With your permission we also count page views and remember
              your preferences.
            </p>
            <div>
              <Button
                variant="link"
                size="sm"
                className="h-auto px-0"
                aria-expanded={detailsOpen}
                aria-controls={detailsOpen ? detailsId : undefined}
                onClick={() => setDetailsOpen((open) => !open)}
              >
                Details
                <ChevronDown className={cn('transition-transform', detailsOpen && 'rotate-180')} aria-hidden="true" />
              </Button>
              {detailsOpen ? (
                <ul id={detailsId} className="mt-2 space-y-2 rounded-lg bg-muted p-3 text-sm">
                  {CATEGORIES.map((c) => (
                    <li key={c.name}>
                      <span className="font-semibold">{c.name}:</span> <span className="text-muted-foreground">{c.text}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
              <Link to="/cookies" className="rounded-sm text-sm font-medium text-primary underline underline-offset-4 hover:no-underline">
                Full Cookie Policy
              </Link>
              <div className="flex gap-2">
                <Button variant="outline" className="flex-1 sm:flex-none" onClick={() => choose('essential')}>
                  Essential
                </Button>
                <Button className="flex-1 sm:flex-none" onClick={() => choose('all')}>
                  Accept All
                </Button>
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  )
}
