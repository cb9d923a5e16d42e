import { CircleCheck, LoaderCircle, Mail, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'

const icons = {
  pending: <LoaderCircle className="mx-auto size-10 animate-spin text-muted-foreground motion-reduce:animate-none" aria-hidden="true" />,
  question: <Mail className="mx-auto size-10 text-primary" aria-hidden="true" />,
  success: <CircleCheck className="mx-auto size-10 text-primary" aria-hidden="true" />,
  error: <TriangleAlert className="mx-auto size-10 text-ember" aria-hidden="true" />,
}

interface Props {
  tone: keyof typeof icons
  title: string
  /** The text under the title; announced when it changes (the answer to a click). */
  message: ReactNode
  /** Buttons or links. */
  children?: ReactNode
}

/**
 * EmailLinkCard is the page an emailed link opens (verify the address,
 * confirm or end a newsletter subscription): an icon, a heading, the
 * server's message and what to do next.
 */
export function EmailLinkCard({ tone, title, message, children }: Props) {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-20">
      <div className="grid gap-4 rounded-xl border bg-card p-6 text-center text-card-foreground shadow-sm sm:p-8">
        {icons[tone]}
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="text-sm text-muted-foreground" role="status">
          {message}
        </p>
        {children ? <div className="grid gap-2 sm:flex sm:justify-center">{children}</div> : null}
      </div>
    </div>
  )
}
