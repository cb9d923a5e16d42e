import { ShowcasePage } from '@/features/showcase/components/showcase-page'

/** ShowcaseRoute is /showcase ("Community Showcase") and /showcase/{id}, which opens one texture. */
export function ShowcaseRoute() {
  return <ShowcasePage />
}
