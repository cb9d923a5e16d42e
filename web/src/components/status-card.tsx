import { CircleCheck, Info, LoaderCircle, Mail, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'

const icons = {
  pending: <LoaderCircle className="mx-auto size-10 animate-spin text-muted-foreground motion-reduce:animate-none" aria-hidden="true" />,
  info: <Info className="mx-auto size-10 text-primary" aria-hidden="true" />,
  question: <Mail className="mx-auto size-10 text-primary" aria-hidden="true" />,
  success: <CircleCheck className="mx-auto size-10 text-primary" aria-hidden="true" />,
  error: <TriangleAlert className="mx-auto size-10 text-ember" aria-hidden="true" />,
}

interface Props {
  tone: keyof typeof icons
  title: string
  /** The text under the title, announced when it changes. */
  children: ReactNode
  /** Links or buttons: what to do next. */
  actions?: ReactNode
  /** How the text is announced: errors as alerts unless a page says otherwise. */
  announce?: 'status' | 'alert'
}

/**
 * StatusCard is a page that has only something to say, and a way on: an
 * emailed link's outcome, a checkout being confirmed, a plan that does not
 * exist. An icon, a heading, the text and what to do next.
 */
export function StatusCard({ tone, title, children, actions, announce }: Props) {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-20">
      <div className="grid gap-4 rounded-xl border bg-card p-6 text-center text-card-foreground shadow-sm sm:p-8">
        {icons[tone]}
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <div className="grid gap-2 text-sm text-muted-foreground" role={announce ?? (tone === 'error' ? 'alert' : 'status')}>
          {children}
        </div>
        {actions ? <div className="grid gap-2 sm:flex sm:justify-center">{actions}</div> : null}
      </div>
    </div>
  )
}
