// The server sends /blog and /blog/{slug} with their HTML already in #root
// and the API answer the page needs in <script type="application/json"
// id="page-data">. The page starts from that answer (no loading flash, no
// second request); any other page, or the same one with filters, asks the API.

interface PageData {
  /** The path the server rendered, where the answer belongs. */
  path: string
  answer: unknown
}

/** samePath compares two paths, ignoring a trailing slash and percent-encoding. */
function samePath(a: string, b: string): boolean {
  const norm = (p: string) => {
    const trimmed = p.length > 1 ? p.replace(/\/+$/, '') : p
    try {
      return decodeURIComponent(trimmed)
    } catch {
      return trimmed
    }
  }
  return norm(a) === norm(b)
}

/**
 * readPageData returns the answer in doc's #page-data with the path it was
 * served for (loadedPath, where the page was loaded), or null when the page
 * has none or it is not JSON.
 */
export function readPageData(doc: Document, loadedPath: string): PageData | null {
  const text = doc.getElementById('page-data')?.textContent
  if (!text) return null
  try {
    return { path: loadedPath, answer: JSON.parse(text) as unknown }
  } catch {
    return null
  }
}

/** answerFor returns data's answer when it was served for path, else undefined. */
export function answerFor(data: PageData | null, path: string): unknown {
  return data && samePath(data.path, path) ? data.answer : undefined
}

// Read once, on first use: React then replaces #root's HTML, the script may go
// with it, and later pages must not take an answer meant for the first.
let loaded: PageData | null | undefined

/**
 * serverAnswer returns the answer the server embedded for path, if the page
 * was loaded at path, and only the first time: coming back to the page later
 * (its cache entry gone) asks the API for what is new.
 */
export function serverAnswer(path: string): unknown {
  if (loaded === undefined) loaded = readPageData(document, window.location.pathname)
  const answer = answerFor(loaded, path)
  if (answer !== undefined) loaded = null
  return answer
}

/** forgetPageData drops what was read, so the next serverAnswer reads the document again (tests). */
export function forgetPageData(): void {
  loaded = undefined
}
