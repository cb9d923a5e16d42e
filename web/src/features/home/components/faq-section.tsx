import { ChevronDown } from 'lucide-react'
import { useId, useState } from 'react'
import { usePlans } from '@/lib/subscription-plans'
import { cn } from '@/lib/utils'
import { fillFaq } from '../lib/faq'

/**
 * FaqSection: a single-open, collapsible accordion with the first question
 * open (product.md §2). Quota and price answers are filled from the plans, and wait
 * for them so no number is ever shown wrong.
 *
 * The accordion is plain buttons and hidden panels (the WAI-ARIA accordion
 * pattern) rather than Radix's: Radix measures the open panel when it mounts,
 * which on the prerendered page was a layout of the whole page in the middle
 * of hydrating it, the longest task of the landing page's start-up (ADR 0013).
 * Every answer is in the HTML, closed ones hidden.
 */
export function FaqSection() {
  const { plans = [] } = usePlans()
  const items = fillFaq(plans)
  const [open, setOpen] = useState<string | null>(items[0]?.question ?? null)
  const id = useId()
  return (
    <section id="faq" aria-labelledby="faq-heading" className="scroll-mt-20 border-t bg-muted/40">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
        <h2 id="faq-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Frequently asked questions
        </h2>
        <div className="mt-8 divide-y rounded-2xl border bg-card">
          {items.map((item, i) => {
            const isOpen = open === item.question
            return (
              <div key={item.question}>
                <h3>
                  <button
                    type="button"
                    id={`${id}-q${i}`}
                    aria-expanded={isOpen}
                    aria-controls={`${id}-a${i}`}
                    onClick={() => setOpen(isOpen ? null : item.question)}
                    className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium hover:text-primary"
                  >
                    {item.question}
                    <ChevronDown
                      className={cn('size-4 shrink-0 transition-transform duration-200', isOpen && 'rotate-180')}
                      aria-hidden="true"
                    />
                  </button>
                </h3>
                <div
                  id={`${id}-a${i}`}
                  role="region"
                  aria-labelledby={`${id}-q${i}`}
                  hidden={!isOpen}
                  className="px-5 pb-4 leading-relaxed text-muted-foreground"
                >
                  {item.answer}
                </div>
              </div>
            )
          })}
        </div>
      </div>
    </section>
  )
}
