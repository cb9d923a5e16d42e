import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/hooks/use-toast'
import { useRegister } from '../api/register'
import { SignupFields, type SignupValues } from './signup-fields'

/**
 * LandingSignupForm is the landing page's sign-up: a missing username or
 * password is said in a toast (product.md §5), the email is required by the form,
 * and a new account goes straight to the studio.
 */
export function LandingSignupForm() {
  const [values, setValues] = useState<SignupValues>({ username: '', email: '', password: '', newsletter: false })
  const registerMutation = useRegister('/texture-studio')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (values.username.trim() === '') {
      toast({
        variant: 'destructive',
        title: 'Username required',
        description: 'Please choose a username for your account',
      })
      return
    }
    if (values.password === '') {
      toast({
        variant: 'destructive',
        title: 'Password required',
        description: 'Please create a password for your account',
      })
      return
    }
    registerMutation.mutate({ ...values, username: values.username.trim(), email: values.email.trim() })
  }

  return (
    <form className="grid gap-4" onSubmit={submit} aria-label="Create your account">
      <SignupFields values={values} onChange={setValues} browserChecks={false} wide />
      <Button type="submit" size="lg" className="w-full" disabled={registerMutation.isPending}>
        {registerMutation.isPending ? 'Creating Account...' : 'Create Free Account'}
      </Button>
    </form>
  )
}
