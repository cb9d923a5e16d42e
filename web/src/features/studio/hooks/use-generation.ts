import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { toast } from '@/hooks/use-toast'
import { ApiError } from '@/lib/api-client'
import { CREDITS_KEY } from '@/lib/auth'
import { TEXTURES_GENERATED_EVENT } from '@/lib/credits'
import { useStartGeneration, type StartGenerationInput } from '../api/start-generation'
import type { Generation } from '../api/types'
import { followGeneration } from '../lib/follow-generation'

export interface GenerationRun {
  generation: Generation | null
  /** True from the click until the generation is done or failed. */
  busy: boolean
  /** Milliseconds from the click to the 16 textures, once done. */
  elapsedMs: number | null
  /** The server's 402 message while the no-credits dialog should show. */
  noCredits: string | null
  dismissNoCredits: () => void
  start: (input: StartGenerationInput) => void
}

/**
 * useGeneration starts a generation and follows its real progress. A 402
 * opens the no-credits dialog; 400, 403 and 429 toast the server's message;
 * a failed generation toasts why. When the textures arrive it fires
 * 'textures-generated' and refreshes the credits.
 */
export function useGeneration(): GenerationRun {
  const queryClient = useQueryClient()
  const { mutate } = useStartGeneration()
  const [generation, setGeneration] = useState<Generation | null>(null)
  const [following, setFollowing] = useState(false)
  const [elapsedMs, setElapsedMs] = useState<number | null>(null)
  const [noCredits, setNoCredits] = useState<string | null>(null)
  const stopRef = useRef<(() => void) | null>(null)

  useEffect(() => () => stopRef.current?.(), [])

  const refreshCredits = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: CREDITS_KEY })
  }, [queryClient])

  const start = useCallback(
    (input: StartGenerationInput) => {
      stopRef.current?.()
      const t0 = performance.now()
      setElapsedMs(null)
      setFollowing(true)
      mutate(input, {
        onSuccess: (g) => {
          setGeneration(g)
          refreshCredits()
          stopRef.current = followGeneration(g.id, {
            onUpdate: (next) => {
              setGeneration(next)
              if (next.state === 'done') {
                setElapsedMs(performance.now() - t0)
                setFollowing(false)
                window.dispatchEvent(new Event(TEXTURES_GENERATED_EVENT))
                refreshCredits()
              } else if (next.state === 'failed') {
                setFollowing(false)
                refreshCredits()
                toast({
                  variant: 'destructive',
                  title: 'Generation failed',
                  description: next.message || 'Your credit has been refunded. Please try again.',
                })
              }
            },
            onError: (err) => {
              setFollowing(false)
              toast({ variant: 'destructive', title: 'Generation failed', description: err.message })
            },
          })
        },
        onError: (err) => {
          setFollowing(false)
          if (err instanceof ApiError && err.status === 402) {
            setNoCredits(err.message)
            return
          }
          toast({ variant: 'destructive', title: 'Could not generate', description: err.message })
        },
      })
    },
    [mutate, refreshCredits],
  )

  return {
    generation,
    busy: following,
    elapsedMs,
    noCredits,
    dismissNoCredits: () => setNoCredits(null),
    start,
  }
}
