import { useEffect, useState } from 'react'
import { prefersReducedMotion } from '@/hooks/use-media-query'

/**
 * useRotation steps an index through count items every intervalMs, wrapping
 * round, while active. It stops when the user asks for reduced motion.
 */
export function useRotation(count: number, intervalMs: number, active = true): [number, (i: number) => void] {
  const [index, setIndex] = useState(0)
  useEffect(() => {
    if (!active || count < 2 || prefersReducedMotion()) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs)
    return () => clearInterval(timer)
  }, [active, count, intervalMs])
  return [index, setIndex]
}
