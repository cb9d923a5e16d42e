import { ImageUp, Trash2 } from 'lucide-react'
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import { toast } from '@/hooks/use-toast'
import type { User } from '@/lib/auth'
import { useUpdateAvatar } from '../api/update-avatar'
import { AVATAR_TYPES, avatarFileProblem } from '../lib/avatar-file'

interface Picked {
  file: File
  url: string
}

interface Props {
  user: User
  onCancel: () => void
  onSaved: () => void
}

/**
 * EditProfileForm picks, previews or removes the avatar and saves it: no
 * change gives 'No changes', a chosen file is uploaded, a removed avatar is
 * sent as removeAvatar (product.md §4).
 */
export function EditProfileForm({ user, onCancel, onSaved }: Props) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [picked, setPicked] = useState<Picked | null>(null)
  const [removed, setRemoved] = useState(false)
  const mutation = useUpdateAvatar()

  // The preview URL lives as long as its file is the one shown.
  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.url) : undefined), [picked])

  const src = picked ? picked.url : removed ? null : user.avatarUrl
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const problem = avatarFileProblem(file)
    if (problem) {
      toast({ variant: 'destructive', ...problem })
      return
    }
    setPicked({ file, url: URL.createObjectURL(file) })
    setRemoved(false)
  }
  const remove = () => {
    setPicked(null)
    setRemoved(Boolean(user.avatarUrl))
  }
  const save = () => {
    if (!picked && !removed) {
      toast({ title: 'No changes', description: 'Your profile picture is unchanged.' })
      onSaved()
      return
    }
    mutation.mutate(picked ? { file: picked.file } : { remove: true }, { onSuccess: onSaved })
  }

  return (
    <>
      <div className="flex flex-col items-center gap-4 py-2">
        <div role="img" aria-label={src ? 'Avatar preview' : `Avatar preview: the letter ${user.username.charAt(0).toUpperCase()}`}>
          <Avatar src={src} fallback={user.username.charAt(0).toUpperCase()} className="size-28 text-4xl" />
        </div>
        {picked ? <p className="max-w-full truncate text-xs text-muted-foreground">{picked.file.name}</p> : null}
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          className="hidden"
          aria-label="Avatar image"
          onChange={choose}
        />
        <div className="flex flex-wrap justify-center gap-2">
          <Button variant="outline" onClick={() => input.current?.click()} disabled={mutation.isPending}>
            <ImageUp aria-hidden="true" />
            {src ? 'Change Avatar' : 'Upload Avatar'}
          </Button>
          {src ? (
            <Button variant="ghost" onClick={remove} disabled={mutation.isPending}>
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          ) : null}
        </div>
        <p className="text-center text-xs text-muted-foreground">JPEG, PNG, GIF or WebP, up to 5MB.</p>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={mutation.isPending}>
          Cancel
        </Button>
        <Button onClick={save} disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogFooter>
    </>
  )
}
