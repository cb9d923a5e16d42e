import { queryOptions, useQuery } from '@tanstack/react-query'
import { getJson } from '../../shell/lib/get-json'
import { emailKeys } from './keys'
import type { EmailTemplate } from './types'

interface TemplatesResponse {
  success: boolean
  templates: EmailTemplate[]
}

const templatesQuery = queryOptions({
  queryKey: emailKeys.templates,
  queryFn: async ({ signal }) =>
    (await getJson<TemplatesResponse>('/api/admin/email/templates', signal, (b) => Array.isArray(b.templates))).templates,
})

/** useTemplates reads GET /api/admin/email/templates: every mail the site sends, with sample data. */
export function useTemplates() {
  return useQuery(templatesQuery)
}
