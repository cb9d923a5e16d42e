// Which account dialog is open: the Account dialog (Login / Sign Up) or the
// Reset Password dialog. Any component can open one (the navbar, a page);
// the app mounts the dialogs once and loads their code on first use.
import { useSyncExternalStore } from 'react'

export type AccountMode = 'login' | 'signup'

export interface AccountDialogState {
  /** The dialog showing, or null. */
  open: 'account' | 'forgot-password' | null
  /** The Account dialog's tab. */
  mode: AccountMode
  /** Where a sign-in from the dialog lands (a page and query of this site); by default as useCompleteSignIn decides. */
  returnTo?: string
}

let state: AccountDialogState = { open: null, mode: 'login' }
const listeners = new Set<() => void>()
/** What had focus before the first of a run of dialogs opened (Login -> Reset Password -> Login). */
let opener: HTMLElement | null = null

function rememberOpener(): void {
  if (state.open !== null) return
  const el = document.activeElement
  opener = el instanceof HTMLElement && el !== document.body ? el : null
}

function set(next: AccountDialogState): void {
  state = next
  listeners.forEach((listener) => listener())
}

/**
 * openAccountDialog shows the Account dialog on the Login or Sign Up tab. A
 * sign-in from it then goes to returnTo (a checkout sends the new user on to
 * /complete-subscription); switching tabs keeps the returnTo it was opened with.
 */
export function openAccountDialog(mode: AccountMode = 'login', returnTo = state.open !== null ? state.returnTo : undefined): void {
  rememberOpener()
  set({ open: 'account', mode, returnTo })
}

/** openForgotPasswordDialog shows the Reset Password dialog. */
export function openForgotPasswordDialog(): void {
  rememberOpener()
  set({ ...state, open: 'forgot-password' })
}

/** closeAccountDialogs closes whichever dialog is open. */
export function closeAccountDialogs(): void {
  if (state.open !== null) set({ ...state, open: null })
}

/** getAccountDialogState reads the state outside React (tests, event handlers). */
export function getAccountDialogState(): AccountDialogState {
  return state
}

/**
 * returnFocusToOpener is the dialogs' onCloseAutoFocus: focus goes back to
 * what opened the first dialog, if it is still on the page.
 */
export function returnFocusToOpener(event: Event): void {
  if (!opener?.isConnected) return
  event.preventDefault()
  opener.focus()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** useAccountDialog subscribes to the dialogs' state. */
export function useAccountDialog(): AccountDialogState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  )
}
