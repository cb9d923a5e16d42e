package pages

import (
	"html/template"
	"net/http"
)

// popupPage is what the Google sign-in popup shows at the end. Its script (no
// inline script: the CSP allows only this origin's files) tells the opener
// and closes the popup; see web/public/auth-popup.js.
var popupPage = template.Must(template.New("popup").Parse(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>{{if .OK}}Signed in{{else}}Sign-in failed{{end}} | {{.SiteName}}</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;text-align:center}</style>
{{if .OK}}<script src="/auth-popup.js" defer></script>{{end}}
</head>
<body data-login="{{if .OK}}success{{else}}error{{end}}">
<main>
{{if .OK}}<h1>You are signed in</h1>
<p>This window closes by itself. If it does not, <a href="/dashboard">go to your dashboard</a>.</p>
{{else if .RegistrationClosed}}<h1>Registration is closed</h1>
<p>Google sign-in failed: {{.SiteName}} is not taking new accounts at the moment, so no account was made for your Google address. If you already have an account, log in with its email address.</p>
<p><a href="/">Back to {{.SiteName}}</a></p>
{{else}}<h1>Google sign-in failed</h1>
<p>We could not sign you in with Google. Please close this window and try again.</p>
<p><a href="/">Back to {{.SiteName}}</a></p>
{{end}}</main>
</body>
</html>
`))

// SignInPopup is how a Google sign-in ended, for its popup's last page.
type SignInPopup struct {
	OK                 bool
	RegistrationClosed bool // it failed because a new account was refused
	SiteName           string
}

// WriteSignInPopup sends the last page of the Google sign-in popup.
func WriteSignInPopup(w http.ResponseWriter, status int, p SignInPopup) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	_ = popupPage.Execute(w, p)
}
