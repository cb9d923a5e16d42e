import { ForgotPasswordPage } from '@/features/auth/components/forgot-password-page'

export function ForgotPasswordRoute() {
  return <ForgotPasswordPage />
}
