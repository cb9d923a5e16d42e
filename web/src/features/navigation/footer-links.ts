// The footer's link groups. Like NAV_LINKS, a feature adds its entries here
// once its page exists (spec footer: /checkout/plans, /texture-studio,
// /showcase 'Showcase and Community', /blog, /dashboard, #features, #faq).
import { SUPPORT_EMAIL } from '@/lib/site'

interface FooterLink {
  label: string
  /** An app path ("/privacy"), an in-page anchor ("#faq") or a mailto: / https: URL. */
  href: string
  /** Shown only on the landing page, where its anchor's section is. */
  landingOnly?: boolean
}

export interface FooterLinkGroup {
  heading: string
  links: readonly FooterLink[]
}

export const FOOTER_LINK_GROUPS: readonly FooterLinkGroup[] = [
  {
    heading: 'Product',
    links: [
      { label: 'Features', href: '#features', landingOnly: true },
      { label: 'FAQ', href: '#faq', landingOnly: true },
      { label: 'Plans and Pricing', href: '/checkout/plans' },
      { label: 'Texture Studio', href: '/texture-studio' },
      { label: 'Showcase and Community', href: '/showcase' },
      { label: 'Blog', href: '/blog' },
      { label: 'Dashboard', href: '/dashboard' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: '/terms' },
      { label: 'Cookie Policy', href: '/cookies' },
      { label: 'Refund Policy', href: '/refund-policy' },
    ],
  },
  {
    heading: 'Contact',
    links: [{ label: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` }],
  },
]
