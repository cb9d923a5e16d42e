import { Share2 } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { toast } from '@/hooks/use-toast'
import { useShareTexture } from '../api/share'
import type { LicenseType } from '../api/types'
import { MAX_DESCRIPTION, MAX_SHARE_TITLE } from '../lib/tags'
import { ChoiceGroup } from './choice-group'
import { TagInput } from './tag-input'
import { TextureImage } from './texture-image'

const LICENSES = [
  { value: 'free', label: 'Free to Use' },
  { value: 'restricted', label: 'Restricted' },
] as const

interface Props {
  texture: { id: number; title: string; imageUrl: string; size: number }
  onShared: () => void
}

/** ShareForm asks for the shared copy's title, description, tags and licence, then shares it. */
export function ShareForm({ texture, onShared }: Props) {
  const id = useId()
  const share = useShareTexture()
  const [title, setTitle] = useState(texture.title)
  const [description, setDescription] = useState('')
  const [tags, setTags] = useState<string[]>([])
  const [license, setLicense] = useState<LicenseType>('free')

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!title.trim()) return
    // mutateAsync: the refreshed saved texture replaces this form with the shared state, which may
    // unmount it before the mutation settles (mutate's callbacks would then be skipped).
    void share
      .mutateAsync({
        textureId: texture.id,
        title: title.trim(),
        description: description.trim(),
        tags,
        licenseType: license,
      })
      .then(
        (shared) => {
          toast({
            title: 'Shared to the showcase',
            description: `Everyone can now find “${shared.title}” in the community showcase.`,
          })
          onShared()
        },
        (err: Error) => toast({ variant: 'destructive', title: 'Sharing failed', description: err.message }),
      )
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Share to Showcase</DialogTitle>
        <DialogDescription>A copy of this texture goes to the community showcase, where others can vote on it.</DialogDescription>
      </DialogHeader>
      <div className="flex gap-4">
        <TextureImage
          src={texture.imageUrl}
          alt={texture.title}
          size={texture.size}
          eager
          className="size-20 shrink-0 rounded-md bg-muted/60 p-1"
        />
        <div className="grid flex-1 gap-2">
          <Label htmlFor={`${id}-title`}>Title</Label>
          <Input id={`${id}-title`} value={title} maxLength={MAX_SHARE_TITLE} required onChange={(e) => setTitle(e.target.value)} />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>
          Description <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <textarea
          id={`${id}-description`}
          value={description}
          maxLength={MAX_DESCRIPTION}
          rows={3}
          onChange={(e) => setDescription(e.target.value)}
          className="min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 sm:text-sm"
          placeholder="What is it for? How did you make it?"
        />
        <p className="text-right text-xs text-muted-foreground">
          {description.length}/{MAX_DESCRIPTION}
        </p>
      </div>
      <TagInput tags={tags} onChange={setTags} />
      <ChoiceGroup legend="License" options={LICENSES} value={license} onChange={setLicense} />
      <p className="-mt-2 text-xs text-muted-foreground">
        {license === 'free' ? 'Anyone can download the PNG and use it.' : 'Others can see and vote on it, but not download it.'}
      </p>
      <DialogFooter>
        <Button type="submit" disabled={share.isPending || !title.trim()}>
          <Share2 aria-hidden="true" />
          {share.isPending ? 'Sharing...' : 'Share to Showcase'}
        </Button>
      </DialogFooter>
    </form>
  )
}
