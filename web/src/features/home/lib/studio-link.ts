/** studioLink is the studio with a prompt filled in. */
export function studioLink(prompt: string): string {
  return `/texture-studio?prompt=${encodeURIComponent(prompt.trim())}`
}
