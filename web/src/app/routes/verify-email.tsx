import { VerifyEmailPage } from '@/features/account/components/verify-email-page'

/** VerifyEmailRoute is /verify-email?token=..., the link mailed at sign-up. */
export function VerifyEmailRoute() {
  return <VerifyEmailPage />
}
