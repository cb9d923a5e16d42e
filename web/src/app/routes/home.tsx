import { useEffect } from 'react'
import { useLoginSuccessParam } from '@/features/auth/hooks/use-login-success-param'
import { HomePage } from '@/features/home/components/home-page'

/** STUDIO_PARTS_PRELOAD_MS: the studio's code loads at once on /, its previews this much later (product.md §2, §9). */
export const STUDIO_PARTS_PRELOAD_MS = 1000

export function HomeRoute() {
  useLoginSuccessParam()
  useEffect(() => {
    void import('./studio')
    const timer = setTimeout(() => {
      void import('@/features/preview/preload').then((m) => m.preloadPreviews())
    }, STUDIO_PARTS_PRELOAD_MS)
    return () => clearTimeout(timer)
  }, [])
  return <HomePage />
}
