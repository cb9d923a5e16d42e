import type { ReactNode } from 'react'

/** AuthCard centres an account form on its own page. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-20">
      <div className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">{children}</div>
    </div>
  )
}
