/** when is a moderation date as 'Nov 26, 2026, 10:00 AM', in the admin's time zone. */
export function when(iso: string | null): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })
}
