import { Download, Loader2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { toast } from '@/hooks/use-toast'
import type { ExportSlotProps } from '@/lib/slots'
import { useExportPack } from './api/export-pack'
import { useExportTextures, usePackVersions } from './api/get-pack-versions'
import type { Edition, PackVersion } from './api/types'
import { PackSettings, type PackSettingsValue } from './components/pack-settings'
import { TextureTargetRow } from './components/texture-target-row'
import { defaultTarget, targetErrors, targetName, type Target } from './lib/targets'

/**
 * ExportDialog builds a resource pack from saved textures: edition, game
 * version, pack name, and for each texture the vanilla texture it replaces
 * or a custom snake_case name. The pack downloads under the server's file
 * name; a failure toasts the server's message.
 */
export default function ExportDialog({ open, onOpenChange, textureIds }: ExportSlotProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Export resource pack</DialogTitle>
          <DialogDescription>
            {textureIds.length === 1 ? '1 texture' : `${textureIds.length} textures`} in one pack for Java or Bedrock Edition.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted while open, so each opening starts from fresh choices. */}
        {open ? <ExportForm key={textureIds.join(',')} textureIds={textureIds} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  )
}

/** latestVersion picks the newest version (highest pack format) of an edition. */
function latestVersion(versions: PackVersion[], edition: Edition): string {
  const mine = versions.filter((v) => !v.edition || v.edition === edition)
  return [...mine].sort((a, b) => b.packFormat - a.packFormat)[0]?.key ?? ''
}

function ExportForm({ textureIds, onDone }: { textureIds: number[]; onDone: () => void }) {
  const versionsQuery = usePackVersions(true)
  const texturesQuery = useExportTextures(textureIds)
  const exportPack = useExportPack()
  const [settings, setSettings] = useState<PackSettingsValue>({
    edition: 'java',
    version: '',
    packName: 'Texelforge Pack',
    description: 'Made with Texelforge',
  })
  const [targets, setTargets] = useState<Record<number, Target>>({})
  const [tried, setTried] = useState(false)

  const allVersions = versionsQuery.data?.versions ?? []
  const versions = allVersions.filter((v) => !v.edition || v.edition === settings.edition)
  const version = settings.version || latestVersion(allVersions, settings.edition)
  const byId = new Map(texturesQuery.textures.map((t) => [t.id, t]))
  const items = textureIds.flatMap((id) => {
    const texture = byId.get(id)
    return texture ? [{ id, kind: texture.kind, texture, target: targets[id] ?? defaultTarget(texture.title) }] : []
  })
  const errors = targetErrors(items)
  const packNameError = settings.packName.trim() === '' ? 'Enter a pack name.' : undefined

  const submit = () => {
    setTried(true)
    if (errors.size > 0 || packNameError || !version || items.length === 0) return
    const names = Object.fromEntries(items.map((i) => [String(i.id), targetName(i.target, i.kind)]))
    exportPack.mutate(
      { ids: items.map((i) => i.id), edition: settings.edition, version, names, ...trimmed(settings) },
      {
        onSuccess: ({ fileName }) => {
          toast({ title: 'Download started', description: fileName })
          onDone()
        },
        onError: (err) => toast({ title: 'Export failed', description: err.message, variant: 'destructive' }),
      },
    )
  }

  return (
    <form
      className="grid gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <PackSettings
        value={{ ...settings, version }}
        onChange={setSettings}
        versions={versions}
        versionsLoading={versionsQuery.isPending}
        packNameError={tried ? packNameError : undefined}
      />
      {versionsQuery.isError ? <p className="text-sm text-destructive">Could not load the game versions.</p> : null}
      <section aria-label="Textures in the pack" className="grid gap-2">
        {texturesQuery.isPending ? <p className="text-sm text-muted-foreground">Loading textures…</p> : null}
        {texturesQuery.isError ? <p className="text-sm text-destructive">Could not load your textures.</p> : null}
        <ul className="grid max-h-[40dvh] gap-2 overflow-y-auto pr-1">
          {items.map((i) => (
            <TextureTargetRow
              key={i.id}
              texture={i.texture}
              target={i.target}
              error={tried ? errors.get(i.id) : undefined}
              onChange={(target) => setTargets((all) => ({ ...all, [i.id]: target }))}
            />
          ))}
        </ul>
      </section>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={exportPack.isPending || items.length === 0}>
          {exportPack.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
          {exportPack.isPending ? 'Exporting...' : 'Export pack'}
        </Button>
      </DialogFooter>
    </form>
  )
}

function trimmed({ packName, description }: PackSettingsValue) {
  return { packName: packName.trim(), description: description.trim() }
}
