// A shadcn-style toast store: toast() from anywhere, useToast() in components.
// One toast is visible at a time; a dismissed toast is removed after
// TOAST_REMOVE_DELAY (product.md §9).
import { useEffect, useState, type ReactElement, type ReactNode } from 'react'

export const TOAST_LIMIT = 1
export const TOAST_DURATION = 5000
export const TOAST_REMOVE_DELAY = 1_000_000

export interface ToastData {
  id: string
  title?: ReactNode
  description?: ReactNode
  action?: ReactElement
  variant?: 'default' | 'destructive'
  open?: boolean
  onOpenChange?: (open: boolean) => void
}

export type ToastInput = Omit<ToastData, 'id'>

type Action =
  | { type: 'ADD_TOAST'; toast: ToastData }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToastData> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string }

interface State {
  toasts: ToastData[]
}

let count = 0
function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER
  return count.toString()
}

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>()

function queueRemoval(toastId: string): void {
  if (removeTimeouts.has(toastId)) return
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId)
    dispatch({ type: 'REMOVE_TOAST', toastId })
  }, TOAST_REMOVE_DELAY)
  removeTimeouts.set(toastId, timeout)
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) }
    case 'UPDATE_TOAST':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) }
    case 'DISMISS_TOAST': {
      const { toastId } = action
      if (toastId) queueRemoval(toastId)
      else state.toasts.forEach((t) => queueRemoval(t.id))
      return {
        toasts: state.toasts.map((t) => (toastId === undefined || t.id === toastId ? { ...t, open: false } : t)),
      }
    }
    case 'REMOVE_TOAST':
      if (action.toastId === undefined) return { toasts: [] }
      return { toasts: state.toasts.filter((t) => t.id !== action.toastId) }
  }
}

const listeners = new Set<(state: State) => void>()
let memoryState: State = { toasts: [] }

function dispatch(action: Action): void {
  memoryState = reducer(memoryState, action)
  listeners.forEach((listener) => listener(memoryState))
}

/** clearToasts removes every toast at once: each test starts with none. */
export function clearToasts(): void {
  dispatch({ type: 'REMOVE_TOAST' })
}

/** toast shows a toast (replacing any visible one) and returns handles to change it. */
export function toast(input: ToastInput) {
  const id = genId()
  const update = (props: ToastInput) => dispatch({ type: 'UPDATE_TOAST', toast: { ...props, id } })
  const dismiss = () => dispatch({ type: 'DISMISS_TOAST', toastId: id })
  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...input,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss()
      },
    },
  })
  return { id, dismiss, update }
}

/** useToast subscribes to the toast store. */
export function useToast() {
  const [state, setState] = useState<State>(memoryState)
  useEffect(() => {
    listeners.add(setState)
    return () => {
      listeners.delete(setState)
    }
  }, [])
  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dispatch({ type: 'DISMISS_TOAST', toastId }),
  }
}
