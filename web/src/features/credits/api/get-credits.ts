import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { CREDITS_KEY, CURRENT_USER_KEY } from '@/lib/auth'
import { CREDIT_UPDATE_EVENT, creditsQuery, TEXTURES_GENERATED_EVENT } from '@/lib/credits'

/** After 'textures-generated' the credits are fetched at once and again after these delays (ms). */
const TEXTURES_GENERATED_REFETCH_MS = [300, 1000] as const

/**
 * useCredits reads the signed-in user's credits (enabled: false for
 * visitors, who have none) and refreshes them on 'credit-update' and on
 * 'textures-generated' (then again after 0.3 s and 1 s, while the server
 * settles the generation's credit). Both events also invalidate the current
 * user.
 */
export function useCredits({ enabled = true }: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient()
  const query = useQuery({ ...creditsQuery, enabled })

  useEffect(() => {
    if (!enabled) return
    const timers = new Set<ReturnType<typeof setTimeout>>()
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: CREDITS_KEY })
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY })
    }
    const onGenerated = () => {
      refresh()
      for (const ms of TEXTURES_GENERATED_REFETCH_MS) {
        const timer = setTimeout(() => {
          timers.delete(timer)
          refresh()
        }, ms)
        timers.add(timer)
      }
    }
    window.addEventListener(CREDIT_UPDATE_EVENT, refresh)
    window.addEventListener(TEXTURES_GENERATED_EVENT, onGenerated)
    return () => {
      window.removeEventListener(CREDIT_UPDATE_EVENT, refresh)
      window.removeEventListener(TEXTURES_GENERATED_EVENT, onGenerated)
      timers.forEach(clearTimeout)
    }
  }, [enabled, queryClient])

  return query
}
