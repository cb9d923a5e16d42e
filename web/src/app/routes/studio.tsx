import { lazy, Suspense, useState } from 'react'
import { useSearchParams } from 'react-router'
import { usePlan } from '@/lib/plan'
import { VerifyEmailNotice } from '@/features/account/components/verify-email-notice'
import { DiscardChangesDialog } from '@/features/studio/components/discard-changes-dialog'
import { StudioPage } from '@/features/studio/components/studio-page'
import { StudioSignIn } from '@/features/studio/components/studio-sign-in'
import { useUnsavedGuard } from '@/features/studio/hooks/use-unsaved-guard'
import { useCurrentUser } from '@/lib/auth'
import type { ExportSlotProps, PreviewSlotProps, ShareSlotProps } from '@/lib/slots'
import { PageFallback } from '../layout/page-fallback'

// The 3D preview (three.js) loads on first use, or earlier from the preloading on /.
const TexturePreview3D = lazy(() => import('@/features/preview/texture-preview-3d'))
// The export dialog loads when a saved texture is first offered for export.
const ExportDialog = lazy(() => import('@/features/export/export-dialog'))
// The share dialog loads when a saved texture is first shared.
const ShareDialog = lazy(() => import('@/features/showcase/components/share-dialog'))

/**
 * StudioRoute is /texture-studio (?prompt= prefills the prompt, ?texture=ID
 * opens a saved texture). Visitors see a sign-in prompt; the URL, and so the
 * prompt, stays as it is while they log in.
 */
export function StudioRoute() {
  const { user, isLoading } = useCurrentUser()
  const [params] = useSearchParams()
  if (isLoading) return <PageFallback />
  if (!user) return <StudioSignIn prompt={params.get('prompt')?.trim() ?? ''} />
  return <SignedInStudio />
}

function renderPreview(props: PreviewSlotProps) {
  return (
    <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the 3D preview…</p>}>
      <TexturePreview3D {...props} />
    </Suspense>
  )
}

function renderExport(props: ExportSlotProps) {
  return (
    <Suspense fallback={null}>
      <ExportDialog {...props} />
    </Suspense>
  )
}

function renderShare(props: ShareSlotProps) {
  return (
    <Suspense fallback={null}>
      <ShareDialog {...props} />
    </Suspense>
  )
}

function SignedInStudio() {
  const { plan } = usePlan()
  const [dirty, setDirty] = useState(false)
  const blocker = useUnsavedGuard(dirty)
  return (
    <>
      <StudioPage
        paidPlan={plan?.paid ?? false}
        renderPreview={renderPreview}
        renderExport={renderExport}
        renderShare={renderShare}
        onDirtyChange={setDirty}
        notice={<VerifyEmailNotice className="mb-6" />}
      />
      <DiscardChangesDialog open={blocker.state === 'blocked'} onKeep={() => blocker.reset?.()} onDiscard={() => blocker.proceed?.()} />
    </>
  )
}
