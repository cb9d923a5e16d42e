import { Link } from 'react-router'

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline'

/** TermsLine is the account form's footer: 'By continuing, you agree to our Terms of Service and Privacy Policy.' */
export function TermsLine({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <p className="text-center text-xs text-muted-foreground">
      By continuing, you agree to our{' '}
      <Link to="/terms" className={linkClass} onClick={onNavigate}>
        Terms of Service
      </Link>{' '}
      and{' '}
      <Link to="/privacy" className={linkClass} onClick={onNavigate}>
        Privacy Policy
      </Link>
      .
    </p>
  )
}
