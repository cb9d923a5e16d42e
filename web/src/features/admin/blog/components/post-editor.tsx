import { ArrowLeft, ExternalLink } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { Field } from '../../components/field'
import { AdminPageHeader } from '../../shell/components/admin-page-header'
import { useSavePost } from '../api/save-post'
import type { AdminPostDetail, PostStatus } from '../api/types'
import { draftOf, inputOf, sameDraft, type PostDraft } from '../lib/post-form'
import { CoverField } from './cover-field'
import { LeaveGuard } from './leave-guard'
import { MarkdownField } from './markdown-field'
import { PostStatusBadge } from './post-status-badge'
import { PublishActions } from './publish-actions'
import { TagsField } from './tags-field'

const TEXTAREA_CLASS =
  'min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 sm:text-sm'

/**
 * PostEditor edits a post (or writes a new one, post null): its title, slug,
 * summary, tags, cover and Markdown beside a live preview, saved by what
 * should become of it. Leaving with unsaved changes asks first.
 */
export function PostEditor({ post }: { post: AdminPostDetail | null }) {
  const id = useId()
  const navigate = useNavigate()
  // The post as last saved; a new post has none until its first save.
  const [saved, setSaved] = useState(post)
  const [draft, setDraft] = useState<PostDraft>(() => draftOf(post))
  const [created, setCreated] = useState<number | null>(null)
  const save = useSavePost(saved?.id ?? null)
  const changed = !sameDraft(draft, draftOf(saved))
  const set =
    <K extends keyof PostDraft>(key: K) =>
    (value: PostDraft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }))

  // A new post moves to its own address once saved: after this render, so the leave guard knows it is saved.
  useEffect(() => {
    if (created !== null) void navigate(`/admin/blog/${created}`, { replace: true })
  }, [created, navigate])

  const submit = (status: PostStatus) =>
    save.mutate(inputOf(draft, status), {
      onSuccess: (body) => {
        setSaved(body.post)
        setDraft(draftOf(body.post))
        if (saved === null) setCreated(body.post.id)
      },
    })

  return (
    <>
      <AdminPageHeader
        title={saved ? 'Edit post' : 'New post'}
        description={saved ? <PostStatusBadge post={saved} /> : 'Write it in Markdown; save it as a draft until it is ready.'}
        actions={
          <div className="flex flex-wrap gap-2">
            {saved?.status === 'published' ? (
              <Button asChild variant="ghost">
                <Link to={`/blog/${encodeURIComponent(saved.slug)}`}>
                  <ExternalLink aria-hidden="true" />
                  View post
                </Link>
              </Button>
            ) : null}
            <Button asChild variant="outline">
              <Link to="/admin/blog">
                <ArrowLeft aria-hidden="true" />
                Back to posts
              </Link>
            </Button>
          </div>
        }
      />
      <div className="grid gap-6">
        <div className="grid gap-4 md:grid-cols-2">
          <Field id={`${id}-title`} label="Title" value={draft.title} onChange={(e) => set('title')(e.target.value)} maxLength={200} />
          <Field
            id={`${id}-slug`}
            label="Slug"
            value={draft.slug}
            onChange={(e) => set('slug')(e.target.value)}
            hint="The post's address, /blog/{slug}. Leave empty to make one from the title."
            autoComplete="off"
          />
        </div>
        <Field id={`${id}-summary`} label="Summary" hint="One or two sentences for the list, search results and link previews.">
          <textarea
            id={`${id}-summary`}
            value={draft.summary}
            onChange={(e) => set('summary')(e.target.value)}
            aria-describedby={`${id}-summary-hint`}
            maxLength={500}
            className={TEXTAREA_CLASS}
          />
        </Field>
        <div className="grid gap-6 md:grid-cols-2">
          <TagsField id={`${id}-tags`} tags={draft.tags} onChange={set('tags')} />
          <CoverField url={draft.coverUrl} onChange={set('coverUrl')} />
        </div>
        <MarkdownField id={`${id}-markdown`} value={draft.markdown} onChange={set('markdown')} />
        {changed ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            You have unsaved changes.
          </p>
        ) : null}
        <PublishActions
          status={saved?.status ?? 'draft'}
          publishAt={draft.publishAt}
          onPublishAtChange={set('publishAt')}
          onSave={submit}
          saving={save.isPending ? (save.variables?.status ?? null) : null}
          changed={changed}
        />
      </div>
      <LeaveGuard when={changed} />
    </>
  )
}
