import { ChevronDown } from 'lucide-react'
import { Accordion } from 'radix-ui'
import { usePlans } from '../api/subscription-plans'
import { fillFaq } from '../lib/faq'

/**
 * FaqSection: a single-open, collapsible accordion with the first question
 * open (spec §2). Quota and price answers are filled from the plans, and wait
 * for them so no number is ever shown wrong.
 */
export function FaqSection() {
  const { plans = [] } = usePlans()
  const items = fillFaq(plans)
  return (
    <section id="faq" aria-labelledby="faq-heading" className="scroll-mt-20 border-t bg-muted/40">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
        <h2 id="faq-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Frequently asked questions
        </h2>
        <Accordion.Root type="single" collapsible defaultValue={items[0]?.question} className="mt-8 divide-y rounded-2xl border bg-card">
          {items.map((item) => (
            <Accordion.Item key={item.question} value={item.question}>
              <Accordion.Header asChild>
                <h3>
                  <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium hover:text-primary">
                    {item.question}
                    <ChevronDown
                      className="size-4 shrink-0 transition-transform duration-200 group-data-[state=open]:rotate-180"
                      aria-hidden="true"
                    />
                  </Accordion.Trigger>
                </h3>
              </Accordion.Header>
              <Accordion.Content className="overflow-hidden px-5 pb-4 leading-relaxed text-muted-foreground">
                {item.answer}
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
    </section>
  )
}
