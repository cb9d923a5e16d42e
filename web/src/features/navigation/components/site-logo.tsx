import { useState } from 'react'
import { Link } from 'react-router'
import { cn } from '@/lib/utils'
import { BUNDLED_LOGO_URL, useSiteLogo } from '../api/get-site-logo'

/** SiteLogo is the logo and product name, linking home. */
export function SiteLogo({ className }: { className?: string }) {
  const { url, isCustom } = useSiteLogo()
  const [broken, setBroken] = useState<string | null>(null)
  const showBundled = !isCustom || broken === url
  return (
    <Link to="/" className={cn('flex items-center gap-2.5 rounded-md font-bold tracking-tight', className)}>
      <img
        src={showBundled ? BUNDLED_LOGO_URL : url}
        alt=""
        width={32}
        height={32}
        className={cn('size-8 shrink-0', showBundled && 'pixelated')}
        onError={() => {
          console.error('Failed to load site logo', url)
          setBroken(url)
        }}
      />
      <span className="text-lg">Texelforge</span>
    </Link>
  )
}
