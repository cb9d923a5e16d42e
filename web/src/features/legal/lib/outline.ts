// A legal page's outline: its Markdown cut at the level-1 and level-2 headings,
// so the page can show a title, a contents list and one region per section.

interface LegalSection {
  /** The anchor id, made from the heading (unique in the document). */
  id: string
  heading: string
  /** The section's Markdown, without its heading line. */
  body: string
}

export interface LegalOutline {
  /** The first '# ' heading before any section, or null when there is none. */
  title: string | null
  /** The Markdown between the title and the first section. */
  intro: string
  sections: LegalSection[]
}

const HEADING = /^ {0,3}(#{1,2})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/
const FENCE = /^ {0,3}(`{3,}|~{3,})/

/** plainText drops the inline Markdown of a heading: links keep their label, escapes their character. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(?<!\\)(\*\*|__|\*|_|`)(.+?)(?<!\\)\1/g, '$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!<>~|])/g, '$1')
    .trim()
}

/** slugOf is a heading's anchor: lower case, letters and digits joined by hyphens. */
export function slugOf(heading: string): string {
  return (
    heading
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  )
}

/**
 * outlineOf cuts a legal page's Markdown into title, intro and sections. The
 * first level-1 heading before any other heading is the title; every later
 * level-1 or level-2 heading starts a section. Lines in code fences are text.
 */
export function outlineOf(markdown: string): LegalOutline {
  const outline: LegalOutline = { title: null, intro: '', sections: [] }
  const intro: string[] = []
  let body: string[] = intro
  const bodies = new Map<LegalSection, string[]>()
  const used = new Map<string, number>()
  let fence: string | null = null

  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const opener = FENCE.exec(line)?.[1]
    if (fence !== null) {
      if (opener && opener[0] === fence[0] && opener.length >= fence.length) fence = null
    } else if (opener) {
      fence = opener
    } else {
      const heading = HEADING.exec(line)
      if (heading) {
        const text = plainText(heading[2]!)
        if (heading[1] === '#' && outline.title === null && outline.sections.length === 0 && intro.every((l) => !l.trim())) {
          outline.title = text
          continue
        }
        const slug = slugOf(text)
        const seen = used.get(slug) ?? 0
        used.set(slug, seen + 1)
        const section = { id: seen === 0 ? slug : `${slug}-${seen + 1}`, heading: text, body: '' }
        outline.sections.push(section)
        body = []
        bodies.set(section, body)
        continue
      }
    }
    body.push(line)
  }

  outline.intro = intro.join('\n').trim()
  for (const [section, lines] of bodies) section.body = lines.join('\n').trim()
  return outline
}
