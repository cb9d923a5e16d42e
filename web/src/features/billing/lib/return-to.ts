/** studioPath is the studio with a prompt filled in, where a payment begun from the studio returns. */
export function studioPath(prompt: string): string {
  return prompt ? `/texture-studio?prompt=${encodeURIComponent(prompt)}` : '/texture-studio'
}

/** returnLabel names the success page's button back to where the payment began. */
export function returnLabel(returnTo: string): string {
  if (returnTo.startsWith('/texture-studio')) return 'Back to the studio'
  if (returnTo.startsWith('/dashboard')) return 'Go to dashboard'
  return 'Continue'
}

/** safeReturnTo keeps a path of this site (the server checks it too) and sends anything else to the dashboard. */
export function safeReturnTo(returnTo: string | null | undefined): string {
  return returnTo && /^\/(?![/\\])/.test(returnTo) ? returnTo : '/dashboard'
}
