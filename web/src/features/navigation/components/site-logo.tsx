import { useState } from 'react'
import { Link } from 'react-router'
import { useSiteName } from '@/lib/site-settings'
import { cn } from '@/lib/utils'
import { BUNDLED_LOGO_URL, useSiteLogo } from '../api/get-site-logo'

/** SiteLogoImage is the admin's logo, or the bundled one when none is set or it fails to load (only logged). */
export function SiteLogoImage({ size, className }: { size: number; className?: string }) {
  const { url, isCustom } = useSiteLogo()
  const [broken, setBroken] = useState<string | null>(null)
  const showBundled = !isCustom || broken === url
  return (
    <img
      src={showBundled ? BUNDLED_LOGO_URL : url}
      alt=""
      width={size}
      height={size}
      className={cn('shrink-0 object-contain', showBundled && 'pixelated', className)}
      onError={() => {
        console.error('Failed to load site logo', url)
        setBroken(url)
      }}
    />
  )
}

/** SiteLogo is the logo and the site's name (as admins set them), linking home. */
export function SiteLogo({ className }: { className?: string }) {
  const siteName = useSiteName()
  return (
    <Link to="/" className={cn('flex items-center gap-2.5 rounded-md font-bold tracking-tight', className)}>
      <SiteLogoImage size={32} className="size-8" />
      {/* On a tablet-wide bar the links need the room: the name is then only the link's accessible name. */}
      <span className="max-w-[40vw] truncate text-lg md:max-w-64 md:max-lg:sr-only">{siteName}</span>
    </Link>
  )
}
