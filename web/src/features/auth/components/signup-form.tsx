import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { useRegister } from '../api/register'
import { GoogleButton } from './google-button'
import { SignupFields, type SignupValues } from './signup-fields'

/** SignupForm: username, email, password with the policy hint, the newsletter tick, 'Sign Up', Google. */
export function SignupForm({ redirectTo }: { redirectTo?: string }) {
  const [values, setValues] = useState<SignupValues>({ username: '', email: '', password: '', newsletter: true })
  const registerMutation = useRegister(redirectTo)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    registerMutation.mutate({ ...values, username: values.username.trim(), email: values.email.trim() })
  }

  return (
    <form className="grid gap-4" onSubmit={submit} aria-label="Sign up">
      <SignupFields values={values} onChange={setValues} browserChecks />
      <Button type="submit" className="w-full" disabled={registerMutation.isPending}>
        {registerMutation.isPending ? 'Creating account...' : 'Sign Up'}
      </Button>
      <GoogleButton label="Sign up with Google" redirectTo={redirectTo} />
    </form>
  )
}
