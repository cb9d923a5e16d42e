import { toast } from '@/hooks/use-toast'
import { ApiError } from '@/lib/api-client'

/** toastError shows an admin failure as the spec's toast: 'Error' with the server's message, else the fallback (product.md §8). */
export function toastError(err: unknown, fallback: string): void {
  toast({ variant: 'destructive', title: 'Error', description: err instanceof ApiError ? err.message : fallback })
}
