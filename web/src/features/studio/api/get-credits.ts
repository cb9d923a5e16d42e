import { useQuery } from '@tanstack/react-query'
import { availableCredits, creditsQuery } from '@/lib/credits'

/** useAvailableCredits returns the balance once loaded, else null. */
export function useAvailableCredits(): number | null {
  const { data } = useQuery(creditsQuery)
  return data?.success && data.credits ? availableCredits(data.credits) : null
}
