import { useEffect, useState } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { AdminFrame } from '@/features/admin/shell/components/admin-frame'
import { useCurrentUser } from '@/lib/auth'
import { useSiteName } from '@/lib/site-settings'
import { PageFallback } from '../../layout/page-fallback'
import { applyNotFoundMeta } from '../../route-meta'
import { NotFoundRoute } from '../not-found'

/**
 * HiddenArea is the 404 page, titled as one. A passive effect, so it runs after
 * the shell's layout effect that titles the page from routes.json.
 */
function HiddenArea() {
  const { pathname } = useLocation()
  const siteName = useSiteName()
  useEffect(() => applyNotFoundMeta(siteName), [pathname, siteName])
  return <NotFoundRoute />
}

/**
 * AdminLayout is /admin and every page under it: for an admin the section
 * navigation around the page. Anyone else gets exactly the 404 page, so the
 * area is not revealed (product.md §2); the server refuses its API calls too.
 * An admin who signs out here goes home.
 */
export function AdminLayout() {
  const { user, isLoading } = useCurrentUser()
  const [wasAdmin, setWasAdmin] = useState(false)
  if (user?.isAdmin && !wasAdmin) setWasAdmin(true)
  if (isLoading) return <PageFallback />
  if (!user?.isAdmin) return wasAdmin && !user ? <Navigate to="/" replace /> : <HiddenArea />
  return (
    <AdminFrame>
      <Outlet />
    </AdminFrame>
  )
}
