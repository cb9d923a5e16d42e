import { AdminContentPage } from '@/features/admin/content/components/admin-content-page'
import { LegalEditor } from '@/features/legal/components/legal-editor'

// One element for every render: the editor keeps its drafts while the page renders again.
const legalEditor = <LegalEditor />

/** AdminContentRoute is /admin/content: the legal editor comes from the legal feature, the rest from admin. */
export function AdminContentRoute() {
  return <AdminContentPage legalEditor={legalEditor} />
}
