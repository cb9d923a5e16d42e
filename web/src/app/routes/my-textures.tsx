import { lazy, Suspense } from 'react'
import ExportDialog from '@/features/export/export-dialog'
import { MyTexturesPage } from '@/features/textures/components/my-textures-page'
import type { ShareSlotProps } from '@/lib/slots'
import { RequireUser } from '../layout/require-user'

// The share dialog loads when a texture is first shared.
const ShareDialog = lazy(() => import('@/features/showcase/components/share-dialog'))

function renderShare(props: ShareSlotProps) {
  return (
    <Suspense fallback={null}>
      <ShareDialog {...props} />
    </Suspense>
  )
}

/**
 * MyTexturesRoute is /dashboard/textures ("My Textures"): the saved textures,
 * exported through features/export and shared through features/showcase.
 */
export function MyTexturesRoute() {
  return (
    <RequireUser>{() => <MyTexturesPage renderExport={(props) => <ExportDialog {...props} />} renderShare={renderShare} />}</RequireUser>
  )
}
