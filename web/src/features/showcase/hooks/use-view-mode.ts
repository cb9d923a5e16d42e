import { useEffect, useState } from 'react'
import { MOBILE_QUERY } from '@/hooks/use-media-query'
import { nextViewMode, type ViewMode } from '../lib/view-mode'

function narrowNow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches
}

/**
 * useViewMode is the showcase's view mode: the mobile grid while the screen
 * is 768 px or narrower, the compact grid by default on wider screens.
 */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void, boolean] {
  const [narrow, setNarrow] = useState(narrowNow)
  const [mode, setMode] = useState<ViewMode>(() => nextViewMode('compact', narrowNow()))

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const media = window.matchMedia(MOBILE_QUERY)
    const onChange = () => {
      setNarrow(media.matches)
      setMode((m) => nextViewMode(m, media.matches))
    }
    media.addEventListener('change', onChange)
    return () => media.removeEventListener('change', onChange)
  }, [])

  return [mode, (m) => setMode(narrow ? 'mobile' : m), narrow]
}
