import { useLoginSuccessParam } from '@/features/auth/hooks/use-login-success-param'
import { HomePage } from '@/features/home/components/home-page'

export function HomeRoute() {
  useLoginSuccessParam()
  return <HomePage />
}
