import { useEffect, useRef } from 'react'
import { commandFor, type EditorCommand } from '../editor/shortcuts'

function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.closest('[role="dialog"]')) return true
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

/** useEditorKeys runs the editor's keyboard shortcuts while mounted, except while typing or in a dialog. */
export function useEditorKeys(run: (command: EditorCommand) => void): void {
  const latest = useRef(run)
  useEffect(() => {
    latest.current = run
  })
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || typingIn(e.target)) return
      const command = commandFor(e)
      if (!command) return
      e.preventDefault()
      latest.current(command)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
}
