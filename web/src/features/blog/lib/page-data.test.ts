import { afterEach, describe, expect, it } from 'vitest'
import { answerFor, forgetPageData, readPageData, serverAnswer } from './page-data'

/** pageWith is a document whose body holds the server's #page-data script with text. */
function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page')
  if (text !== null) {
    const script = doc.createElement('script')
    script.type = 'application/json'
    script.id = 'page-data'
    script.textContent = text
    doc.body.append(script)
  }
  return doc
}

const answer = { success: true, posts: [], nextCursor: null }

describe('readPageData', () => {
  it('reads the JSON answer and the path the page was served for', () => {
    expect(readPageData(pageWith(JSON.stringify(answer)), '/blog')).toEqual({ path: '/blog', answer })
  })

  it('gives null without the script, or with text that is not JSON', () => {
    expect(readPageData(pageWith(null), '/blog')).toBeNull()
    expect(readPageData(pageWith(''), '/blog')).toBeNull()
    expect(readPageData(pageWith('{not json'), '/blog')).toBeNull()
  })
})

describe('answerFor', () => {
  const data = readPageData(pageWith(JSON.stringify(answer)), '/blog/caf%C3%A9/')

  it('answers only for the path it was served for (a trailing slash and encoding aside)', () => {
    expect(answerFor(data, '/blog/café')).toEqual(answer)
    expect(answerFor(data, '/blog/caf%C3%A9')).toEqual(answer)
    expect(answerFor(data, '/blog')).toBeUndefined()
    expect(answerFor(data, '/blog/other')).toBeUndefined()
    expect(answerFor(null, '/blog/café')).toBeUndefined()
  })
})

describe('serverAnswer', () => {
  const startUrl = window.location.href
  afterEach(() => {
    document.getElementById('page-data')?.remove()
    window.history.replaceState(null, '', startUrl)
    forgetPageData()
  })

  it('gives the answer to the page it was served for, once', () => {
    forgetPageData()
    window.history.replaceState(null, '', '/blog/first-post')
    document.body.append(
      Object.assign(document.createElement('script'), { id: 'page-data', type: 'application/json', textContent: '{"post":1}' }),
    )
    // Another page first (a link followed before the post rendered) does not use it up.
    expect(serverAnswer('/blog')).toBeUndefined()
    // Read once: the script may be gone by now (React replaced #root).
    document.getElementById('page-data')!.remove()
    expect(serverAnswer('/blog/first-post')).toEqual({ post: 1 })
    // A later visit to the same page asks the API.
    expect(serverAnswer('/blog/first-post')).toBeUndefined()
  })

  it('gives nothing on a page the server sent without an answer', () => {
    forgetPageData()
    window.history.replaceState(null, '', '/privacy')
    expect(serverAnswer('/privacy')).toBeUndefined()
    document.body.append(Object.assign(document.createElement('script'), { id: 'page-data', type: 'application/json', textContent: '{}' }))
    expect(serverAnswer('/privacy')).toBeUndefined()
  })
})
