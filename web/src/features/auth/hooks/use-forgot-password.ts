import { useCallback, useEffect, useRef, useState } from 'react'
import { toast } from '@/hooks/use-toast'
import { requestPasswordReset } from '../api/forgot-password'
import { emailProblem } from '../lib/email'

export type ForgotPasswordStatus = 'form' | 'sending' | 'sent'

/** Closing the dialog clears it this long afterwards, once it has faded out (product.md §4). */
export const FORGOT_PASSWORD_RESET_MS = 300

/**
 * useForgotPassword is the Reset Password form's state machine: form ->
 * sending -> sent, or back to form with an 'Error' toast. An empty or
 * malformed email is refused with a toast before anything is sent.
 */
export function useForgotPassword() {
  const [email, setEmail] = useState('')
  const [status, setStatus] = useState<ForgotPasswordStatus>('form')
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(resetTimer.current), [])

  const submit = useCallback(async () => {
    const problem = emailProblem(email)
    if (problem) {
      toast({ variant: 'destructive', ...problem })
      return
    }
    setStatus('sending')
    try {
      await requestPasswordReset(email.trim())
      setStatus('sent')
    } catch (err) {
      setStatus('form')
      toast({ variant: 'destructive', title: 'Error', description: (err as Error).message })
    }
  }, [email])

  /** resetLater clears the email and the sent state after FORGOT_PASSWORD_RESET_MS. */
  const resetLater = useCallback(() => {
    clearTimeout(resetTimer.current)
    resetTimer.current = setTimeout(() => {
      setEmail('')
      setStatus('form')
    }, FORGOT_PASSWORD_RESET_MS)
  }, [])

  return { email, setEmail, status, submit, resetLater }
}

export type ForgotPasswordState = ReturnType<typeof useForgotPassword>
