import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { useSiteName } from '@/lib/site-settings'
import { FOOTER_LINK_GROUPS } from '../footer-links'
import { SiteLogoImage } from './site-logo'

const linkClass = 'rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground hover:underline underline-offset-4'

interface Props {
  /** Extra items under the link groups (the cookie settings button). */
  extra?: ReactNode
}

/** Footer: what the site is (under the name and logo admins set), the link groups, and the small print. */
export function Footer({ extra }: Props) {
  const siteName = useSiteName()
  const year = new Date().getFullYear()
  const onLanding = useLocation().pathname === '/'
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:grid-cols-3 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="max-w-sm space-y-3 sm:col-span-3 md:col-span-1">
          <p className="flex items-center gap-2 text-base font-bold break-words">
            <SiteLogoImage size={24} className="size-6" />
            {siteName}
          </p>
          <p className="text-sm leading-relaxed text-muted-foreground">
            Describe a block or item in words and get sixteen crisp 16x16 pixel-art textures to preview, edit and drop into your resource
            pack.
          </p>
        </div>
        {FOOTER_LINK_GROUPS.map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <h2 className="mb-3 text-sm font-semibold">{group.heading}</h2>
            <ul className="space-y-2">
              {group.links
                .filter((link) => onLanding || !link.landingOnly)
                .map((link) => (
                  <li key={link.href}>
                    {link.href.startsWith('/') ? (
                      <Link to={link.href} className={linkClass}>
                        {link.label}
                      </Link>
                    ) : (
                      <a href={link.href} className={linkClass}>
                        {link.label}
                      </a>
                    )}
                  </li>
                ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-xs text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {year} {siteName}. Not an official Minecraft product. Not approved by or associated with Mojang or Microsoft.
          </p>
          {extra}
        </div>
      </div>
    </footer>
  )
}
