import { openCookieSettings } from '../lib/consent'

/** CookieSettingsButton reopens the consent banner (placed in the footer). */
export function CookieSettingsButton() {
  return (
    <button
      type="button"
      onClick={openCookieSettings}
      className="self-start rounded-sm text-xs text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
    >
      Cookie settings
    </button>
  )
}
