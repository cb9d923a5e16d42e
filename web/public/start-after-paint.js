// Starts the app on a prerendered page (the landing page) once the browser
// has painted its HTML: the server writes this tag instead of the entry's, with
// the entry chunk and the chunks its first render needs (ADR 0013). Fetched
// beside the HTML they would compete with the styles and the first paint,
// which needs none of them.
;(function () {
  var tag = document.currentScript
  var entry = tag.getAttribute('data-entry')
  var preload = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean)

  function start() {
    // One insertion for all the tags: one style recalculation, not one per tag.
    var tags = document.createDocumentFragment()
    preload.forEach(function (href) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      tags.appendChild(link)
    })
    var script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = entry
    tags.appendChild(script)
    document.head.appendChild(tags)
  }

  var started = false
  function startOnce() {
    if (started) return
    started = true
    start()
  }

  // Once the first contentful paint is reported; where paint timing is
  // missing, after the next frame (its callback runs before the paint, the
  // timeout after it).
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || []
  if (types.indexOf('paint') !== -1) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      startOnce()
    }).observe({ type: 'paint', buffered: true })
    // A page opened in a background tab does not paint until shown.
    setTimeout(startOnce, 3000)
  } else {
    requestAnimationFrame(function () {
      setTimeout(startOnce, 0)
    })
  }
})()
