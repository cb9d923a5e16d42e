// The last page of a desktop Google sign-in popup (served by the Go server at
// /api/auth/google/callback, which loads this file only after a successful
// sign-in: the CSP forbids inline scripts). It records the success under the
// keys of src/lib/login-flags.ts (loginSuccess = "true", loginTimestamp = ms
// since the epoch), tells the opener with the message of
// src/features/auth/lib/google-login.ts ({type: 'texelforge:login-success'},
// to this origin only) and closes. Without an opener (the popup was opened
// some other way, or the provider cut the link) it goes to the dashboard.
;(function () {
  try {
    window.localStorage.setItem('loginSuccess', 'true')
    window.localStorage.setItem('loginTimestamp', String(Date.now()))
  } catch {
    // Storage can be blocked; the opener then asks the server for the user.
  }
  var opener
  try {
    opener = window.opener && !window.opener.closed ? window.opener : null
  } catch {
    opener = null
  }
  if (!opener) {
    window.location.replace('/dashboard')
    return
  }
  try {
    opener.postMessage({ type: 'texelforge:login-success' }, window.location.origin)
  } catch {
    // The opener went away; closing is still right.
  }
  window.close()
})()
