package mail

import (
	"html"
	"strings"
)

// Every mail the site sends is made here, so that the admins can preview
// each one with sample data and the site's name is the same in all of them.

// Purpose names what a message is for; the outbox keeps it, so that a
// message whose link worked once can be resent as a new one.
type Purpose string

// The purposes.
const (
	PurposeVerifyEmail       Purpose = "verify-email"
	PurposePasswordReset     Purpose = "password-reset"
	PurposeNewsletterConfirm Purpose = "newsletter-confirm"
	PurposeNewsletterIssue   Purpose = "newsletter-issue"
	PurposeTest              Purpose = "test"
)

// VerifyEmail asks the owner of a new address to confirm it.
func VerifyEmail(site, to, username, link string) Message {
	return Message{To: to, Purpose: PurposeVerifyEmail,
		Subject: "Verify your " + site + " email address",
		Text: "Hello " + username + ",\n\nPlease confirm that this address is yours by opening this link within 24 hours:\n\n" +
			link + "\n\nIf you did not create a " + site + " account, ignore this email: nothing happens without the link.\n\n" + site,
		HTML: "<p>Hello " + esc(username) + ",</p><p>Please confirm that this address is yours by opening this link within 24 hours:</p>" +
			"<p><a href=\"" + esc(link) + "\">Verify my email address</a></p>" +
			"<p>If you did not create a " + esc(site) + " account, ignore this email: nothing happens without the link.</p><p>" + esc(site) + "</p>",
	}
}

// PasswordReset sends a single-use link to choose a new password.
func PasswordReset(site, to, username, link string) Message {
	return Message{To: to, Purpose: PurposePasswordReset,
		Subject: "Reset your " + site + " password",
		Text: "Hello " + username + ",\n\nSomeone asked to reset the password of your " + site + " account. " +
			"To choose a new password, open this link within one hour:\n\n" + link +
			"\n\nThe link works once. If you did not ask for it, ignore this email: your password stays as it is.\n\n" + site,
		HTML: "<p>Hello " + esc(username) + ",</p><p>Someone asked to reset the password of your " + esc(site) + " account. " +
			"To choose a new password, open this link within one hour:</p><p><a href=\"" + esc(link) + "\">Reset my password</a></p>" +
			"<p>The link works once. If you did not ask for it, ignore this email: your password stays as it is.</p><p>" + esc(site) + "</p>",
	}
}

// NewsletterConfirm asks an address to confirm a newsletter subscription.
func NewsletterConfirm(site, to, link string) Message {
	return Message{To: to, Purpose: PurposeNewsletterConfirm,
		Subject: "Confirm your " + site + " newsletter subscription",
		Text: "Hello,\n\nSomeone, probably you, asked to receive the " + site + " newsletter at this address. " +
			"To confirm, open this link within 24 hours:\n\n" + link +
			"\n\nIf it was not you, ignore this email: you will not receive anything.\n\n" + site,
		HTML: "<p>Hello,</p><p>Someone, probably you, asked to receive the " + esc(site) + " newsletter at this address. " +
			"To confirm, open this link within 24 hours:</p><p><a href=\"" + esc(link) +
			"\">Confirm my subscription</a></p><p>If it was not you, ignore this email: you will not receive anything.</p><p>" + esc(site) + "</p>",
	}
}

// NewsletterIssue is one issue of the newsletter to one subscriber, with
// its unsubscribe page and one-click unsubscribe (RFC 8058) links.
func NewsletterIssue(site, to, subject, text, unsubscribePage, oneClick string) Message {
	return Message{To: to, Purpose: PurposeNewsletterIssue,
		Subject: subject,
		Text:    text + "\n\n--\nYou receive this because you subscribed to the " + site + " newsletter.\nUnsubscribe: " + unsubscribePage,
		HTML: "<div style=\"white-space:pre-wrap\">" + esc(text) + "</div><hr>" +
			"<p>You receive this because you subscribed to the " + esc(site) + " newsletter. <a href=\"" +
			esc(unsubscribePage) + "\">Unsubscribe</a></p>",
		Headers: map[string]string{
			"List-Unsubscribe":      "<" + oneClick + ">",
			"List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
		},
	}
}

// TestMail is what an admin sends to check that mail leaves the site.
func TestMail(site, to, username string) Message {
	return Message{To: to, Purpose: PurposeTest,
		Subject: site + " test mail",
		Text: "Hello " + username + ",\n\nThis is a test mail sent from the admin area of " + site +
			". If you can read it, mail reaches you.\n\n" + site,
		HTML: "<p>Hello " + esc(username) + ",</p><p>This is a test mail sent from the admin area of " + esc(site) +
			". If you can read it, mail reaches you.</p><p>" + esc(site) + "</p>",
	}
}

func esc(s string) string { return html.EscapeString(s) }

// Preview is a template filled with sample data.
type Preview struct {
	ID      Purpose
	Name    string
	Message Message
}

// Previews returns every template filled with sample data, for site at
// baseURL.
func Previews(site, baseURL string) []Preview {
	const to, user = "ada@example.com", "ada"
	link := func(path string) string { return strings.TrimSuffix(baseURL, "/") + path + "?token=[sample]" }
	return []Preview{
		{PurposeVerifyEmail, "Email verification", VerifyEmail(site, to, user, link("/verify-email"))},
		{PurposePasswordReset, "Password reset", PasswordReset(site, to, user, link("/reset-password"))},
		{PurposeNewsletterConfirm, "Newsletter confirmation", NewsletterConfirm(site, to, link("/newsletter/confirm"))},
		{PurposeNewsletterIssue, "Newsletter issue", NewsletterIssue(site, to, "New blocks this month",
			"Hello,\n\nThis month: mossy stone, ruby tools and a new showcase filter.", link("/newsletter/unsubscribe"),
			link("/api/newsletter/unsubscribe"))},
		{PurposeTest, "Test mail", TestMail(site, to, user)},
	}
}
