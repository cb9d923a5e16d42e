import { useNavigate } from 'react-router'
import { useForgotPassword } from '../hooks/use-forgot-password'
import { ForgotPasswordPanel } from './forgot-password-panel'
import { AuthCard } from './auth-card'

/** ForgotPasswordPage is /forgot-password: the Reset Password form on a page. */
export function ForgotPasswordPage() {
  const state = useForgotPassword()
  const navigate = useNavigate()
  return (
    <AuthCard>
      <ForgotPasswordPanel
        state={state}
        renderHeading={(title, description) => (
          <div className="grid gap-1.5">
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            <p className="text-sm text-muted-foreground">{description}</p>
          </div>
        )}
        onBackToLogin={() => void navigate('/auth')}
        onClose={() => void navigate('/')}
      />
    </AuthCard>
  )
}
