import { CircleCheck, Info, LoaderCircle, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'

const icons = {
  pending: <LoaderCircle className="mx-auto size-10 animate-spin text-muted-foreground motion-reduce:animate-none" aria-hidden="true" />,
  info: <Info className="mx-auto size-10 text-primary" aria-hidden="true" />,
  success: <CircleCheck className="mx-auto size-10 text-primary" aria-hidden="true" />,
  error: <TriangleAlert className="mx-auto size-10 text-ember" aria-hidden="true" />,
}

interface Props {
  tone: keyof typeof icons
  title: string
  children: ReactNode
  /** Links or buttons: what to do next. */
  actions?: ReactNode
}

/**
 * StatusMessage is a checkout page that has only something to say: a plan or
 * checkout that does not exist, nothing to finish, a payment being confirmed.
 * Every one offers a way on, never a dead end.
 */
export function StatusMessage({ tone, title, children, actions }: Props) {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-20">
      <div className="grid gap-4 rounded-xl border bg-card p-6 text-center text-card-foreground shadow-sm sm:p-8">
        {icons[tone]}
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <div className="grid gap-2 text-sm text-muted-foreground" role={tone === 'error' ? 'alert' : 'status'}>
          {children}
        </div>
        {actions ? <div className="grid gap-2 sm:flex sm:justify-center">{actions}</div> : null}
      </div>
    </div>
  )
}
