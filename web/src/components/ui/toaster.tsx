import { lazy, Suspense } from 'react'
import { useToast } from '@/hooks/use-toast'

// The toast primitives load with the first toast, keeping them out of the
// initial bundle; the store itself (hooks/use-toast) is tiny and eager.
const ToastList = lazy(async () => ({ default: (await import('./toast-list')).ToastList }))

/** Toaster renders the toast store; mount it once, in the app's providers. */
export function Toaster() {
  const { toasts } = useToast()
  if (toasts.length === 0) return null
  return (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} />
    </Suspense>
  )
}
