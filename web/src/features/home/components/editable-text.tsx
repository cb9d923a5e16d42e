import { Check, X } from 'lucide-react'
import { useState, type ElementType, type KeyboardEvent } from 'react'
import { Button } from '@/components/ui/button'
import { useEditMode } from '@/hooks/use-edit-mode'
import { useCurrentUser } from '@/lib/auth'
import { cn } from '@/lib/utils'
import { usePageText, useSavePageContent } from '../api/page-content'

/** The landing page's id in page content (product.md §3: home elements). */
const HOME_PAGE_ID = 'home'

interface Props {
  elementId: string
  /** The element's DOM id (a section's aria-labelledby target). */
  id?: string
  /** The text shown until an admin saves another. */
  fallback: string
  as?: ElementType
  className?: string
  /** Names the element in the editor's labels ('Hero title'). */
  label: string
}

/**
 * EditableText shows an admin-editable text of the landing page. In edit mode
 * an admin clicks it to edit; Escape or the cancel button restores it, and
 * Ctrl/Cmd+Enter or the check button saves it (product.md §4).
 */
export function EditableText({ elementId, id, fallback, as: Tag = 'p', className, label }: Props) {
  const text = usePageText(HOME_PAGE_ID, elementId, fallback)
  const editMode = useEditMode()
  const { user } = useCurrentUser()
  const [draft, setDraft] = useState<string | null>(null)
  const save = useSavePageContent()

  if (!editMode || !user?.isAdmin)
    return (
      <Tag id={id} className={className}>
        {text}
      </Tag>
    )

  if (draft === null) {
    return (
      <Tag id={id} className={className}>
        <button
          type="button"
          onClick={() => setDraft(text)}
          title={`Edit ${label.toLowerCase()}`}
          className="cursor-text rounded-md text-left outline-2 outline-offset-4 outline-primary/60 outline-dashed hover:bg-primary/5 [font:inherit]"
        >
          {text}
        </button>
      </Tag>
    )
  }

  const commit = () => {
    const content = draft.trim()
    if (content === '' || save.isPending) return
    if (content === text) {
      setDraft(null)
      return
    }
    save.mutate({ pageId: HOME_PAGE_ID, elementId, content, type: 'text' }, { onSuccess: () => setDraft(null) })
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      setDraft(null)
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      commit()
    }
  }

  return (
    <Tag id={id} className={cn(className, 'flex items-start gap-2')}>
      <textarea
        aria-label={label}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        autoFocus
        maxLength={10000}
        className="field-sizing-content min-w-0 flex-1 resize-none rounded-md border-2 border-primary bg-background px-2 py-1 text-foreground outline-none [font:inherit]"
      />
      <span className="flex shrink-0 flex-col gap-1">
        <Button size="icon" aria-label={`Save ${label.toLowerCase()}`} onClick={commit} disabled={draft.trim() === '' || save.isPending}>
          <Check aria-hidden="true" />
        </Button>
        <Button size="icon" variant="outline" aria-label="Cancel editing" onClick={() => setDraft(null)}>
          <X aria-hidden="true" />
        </Button>
      </span>
    </Tag>
  )
}
