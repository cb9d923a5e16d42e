package httpapi

import "github.com/texelforge/texelforge/internal/pages"

// largeBodies are the paths allowed bodies over the default limit.
var largeBodies = map[string]int64{"/api/user/avatar": avatarBodyLimit, "/api/admin/settings/logo": logoBodyLimit}

// Custom 401 messages of the spec, where a route does not say "Not authenticated".
const (
	msgSignInToDelete = "You need to be logged in to delete textures"
	msgSignInToVote   = "Authentication Required"
)

// addRoutes lists every route of the server, one line each. Each handler gets
// the services it uses; the sign-in a route needs is its wrapper: s.user (401
// when signed out), s.anyone (visitors too) or adminHandle (admins only).
func addRoutes(r *routeTable, d Deps, site *pages.Site) {
	log, limits, s := d.Logger, d.Limits, r.sessions

	r.handle("GET /healthz", healthz())
	r.handle("GET /readyz", readyz(d.DB, log))

	r.handle("GET /api/user", currentUser(s))
	r.handle("POST /api/register", register(d.Accounts, s, limits, log))
	r.handle("POST /api/login", login(d.Accounts, s, limits, log))
	r.handle("POST /api/logout", logout(s, log))
	r.handle("POST /api/forgot-password", forgotPassword(d.Accounts, limits, log))
	r.handle("POST /api/reset-password", resetPassword(d.Accounts, limits, log))
	r.handle("POST /api/user/password", s.user(changePassword(d.Accounts, limits, log)))
	r.handle("GET /api/user/plan", s.user(userPlan(d.Billing, log)))
	r.handle("GET /api/user/credits", s.user(userCredits(d.Credits, log)))
	r.handle("GET /api/user/credits/transactions", s.user(creditTransactions(d.Credits, log)))
	r.handle("POST /api/user/avatar", s.user(updateAvatar(d.Avatars, limits, log)))
	r.handle("GET /media/{folder}/{name}", media(d.Blobs, log))
	r.handle("POST /api/signup", s.anyone(newsletterSignup(d.Newsletter, limits, log)))
	r.handle("POST /api/verify-email", verifyEmail(d.Accounts, limits, log))
	r.handle("POST /api/user/verify-email/resend", s.user(resendVerification(d.Accounts, limits, log)))
	r.handle("DELETE /api/user", s.user(deleteAccount(d.Accounts, s, limits, log)))
	r.handle("POST /api/newsletter/confirm", confirmNewsletter(d.Newsletter, limits, log))
	r.handle("GET /api/newsletter/unsubscribe", unsubscribeStatus(d.Newsletter, limits, log))
	r.handle("POST /api/newsletter/unsubscribe", unsubscribe(d.Newsletter, limits, log))
	r.handle("GET /api/auth/providers", authProviders(d.GoogleEnabled))
	r.handle("GET /api/auth/google", googleStart(d.Google, s, log))
	r.handle("GET /api/auth/google/callback", googleCallback(d.Google, d.Accounts, d.Content.SiteName, s, log))

	r.handle("GET /api/generate-textures/parse", s.user(parsePrompt(log)))
	r.handle("POST /api/generate-textures", s.user(startGeneration(d.Generations, limits, log)))
	r.handle("GET /api/generate-textures/{id}", s.user(getGeneration(d.Generations, log)))
	r.handle("GET /api/generate-textures/{id}/events", s.user(generationEvents(d.Generations, log)))

	r.handle("GET /api/textures", s.user(listTextures(d.Textures, log)))
	r.handle("POST /api/textures", s.user(createTexture(d.Textures, log)))
	r.handle("GET /api/textures/{id}", s.user(getTexture(d.Textures, log)))
	r.handle("PATCH /api/textures/{id}", s.user(updateTexture(d.Textures, log)))
	r.handle("DELETE /api/textures/{id}", s.user(deleteTexture(d.Textures, log)))
	r.handle("GET /api/textures/{id}/png", s.user(texturePNG(d.Textures, log)))
	r.handle("GET /api/textures/vanilla-names", vanillaNames(log))
	r.handle("GET /api/textures/pack-versions", packVersions())
	r.handle("POST /api/textures/export", s.user(exportTextures(d.Textures, log)))

	r.handle("POST /api/checkout", s.user(startCheckout(d.Payments, limits, log)))
	r.handle("GET /api/checkout/sessions/{id}", s.user(getCheckout(d.Payments, d.Billing, d.Credits, log)))
	r.handle("POST /api/checkout/sessions/{id}/pay", s.user(payTestCheckout(d.Payments, limits, log)))
	r.handle("POST /api/webhooks/stripe", stripeWebhook(d.Payments, d.StripeWebhookSecret, log))
	r.handle("GET /api/user/subscription", s.user(userSubscription(d.Payments, log)))
	r.handle("POST /api/user/subscription/preview", s.user(previewPlanChange(d.Payments, log)))
	r.handle("POST /api/user/subscription/change", s.user(changePlan(d.Payments, log)))
	r.handle("POST /api/user/subscription/cancel", s.user(changeSubscription(d.Payments.Cancel, log)))
	r.handle("POST /api/user/subscription/resume", s.user(changeSubscription(d.Payments.Resume, log)))
	r.handle("POST /api/user/subscription/portal", s.user(subscriptionPortal(d.Payments, log)))

	r.handle("GET /api/showcase", s.anyone(listShowcase(d.Showcase, log)))
	r.handle("POST /api/showcase", s.user(shareTexture(d.Showcase, limits, log)))
	r.handle("GET /api/showcase/featured", s.anyone(featuredShowcase(d.Showcase, log)))
	r.handle("GET /api/showcase/{id}", s.anyone(getShowcase(d.Showcase, log)))
	r.handle("DELETE /api/showcase/{id}", s.userOr(msgSignInToDelete, removeShowcase(d.Showcase, log)))
	r.adminHandle("PUT /api/showcase/{id}/featured", featureShowcase(d.Showcase, log))
	r.handle("GET /api/showcase/image/{id}", showcaseImage(d.Showcase, log))
	r.handle("POST /api/showcase/{id}/report", s.user(reportTexture(d.Showcase, limits, log)))
	r.handle("POST /api/showcase/vote", s.userOr(msgSignInToVote, voteShowcase(d.Showcase, limits, log)))
	r.handle("GET /api/showcase/download/{id}", s.anyone(downloadShowcase(d.Showcase, limits, log)))

	r.handle("GET /api/site-settings/logo", siteLogo(d.Content, log))
	r.handle("GET /api/site-settings", siteSettings(d.Content, log))
	r.handle("GET /api/page-content/{pageId}/{elementId}", pageContent(d.Content, log))
	r.adminHandle("POST /api/page-content", savePageContent(d.Content, log))
	r.handle("GET /api/subscription-plans", subscriptionPlans(d.Billing, log))
	r.handle("GET /api/credit-packages", creditPackages(d.Billing, log))
	r.handle("POST /api/analytics/page-view", recordPageView(d.Analytics, limits, log))

	r.adminHandle("GET /api/admin/email", adminEmail(d.Mail, log))
	r.adminHandle("GET /api/admin/email/templates", emailTemplates(d.Content, d.BaseURL))
	r.adminHandle("GET /api/admin/email/{id}", adminEmailMessage(d.Mail, log))
	r.adminHandle("POST /api/admin/email/{id}/resend", resendEmail(d.Mail, d.Accounts, log))
	r.adminHandle("POST /api/admin/email/test", testEmail(d.Accounts, log))
	r.adminHandle("GET /api/admin/audit", auditEntries(d.Audit, log))
	r.adminHandle("GET /api/admin/stats", adminStats(d.Stats, log))
	r.adminHandle("GET /api/admin/users", adminUsers(d.Accounts, log))
	r.adminHandle("GET /api/admin/users/{id}", adminUserDetail(d.Accounts, d.Credits, log))
	r.adminHandle("POST /api/admin/users/{id}/credits", adjustUserCredits(d.Credits, log))
	r.adminHandle("PUT /api/admin/users/{id}/admin", setUserAdmin(d.Accounts, log))
	r.adminHandle("POST /api/admin/users/{id}/suspend", suspendUser(d.Accounts, true, log))
	r.adminHandle("POST /api/admin/users/{id}/unsuspend", suspendUser(d.Accounts, false, log))
	r.adminHandle("DELETE /api/admin/users/{id}", deleteUser(d.Accounts, log))
	r.adminHandle("POST /api/admin/users/{id}/verification", mailUser(d.Accounts, "verify", log))
	r.adminHandle("POST /api/admin/users/{id}/password-reset", mailUser(d.Accounts, "reset", log))
	r.adminHandle("GET /api/admin/reports", adminReports(d.Showcase, log))
	r.adminHandle("POST /api/admin/reports/{id}/resolve", resolveReport(d.Showcase, log))
	r.adminHandle("GET /api/admin/showcase/removed", removedShowcase(d.Showcase, log))
	r.adminHandle("POST /api/admin/showcase/{id}/restore", restoreShowcase(d.Showcase, log))
	r.adminHandle("GET /api/admin/showcase/{id}/image", removedImage(d.Showcase, log))
	r.adminHandle("GET /api/admin/settings", adminSettings(d.Content, log))
	r.adminHandle("PUT /api/admin/settings", updateSetting(d.Content, log))
	r.adminHandle("POST /api/admin/settings/logo", uploadLogo(d.Content, log))
	r.adminHandle("DELETE /api/admin/settings/logo", removeLogo(d.Content, log))
	r.adminHandle("GET /api/admin/engines", studioEngines(d.Content, log))
	r.adminHandle("GET /api/admin/payments", adminPayments(d.Payments, log))
	r.adminHandle("POST /api/admin/payments/{id}/refund", refundPayment(d.Payments, log))
	r.adminHandle("GET /api/admin/subscriptions", adminSubscriptions(d.Payments, log))
	r.adminHandle("GET /api/admin/subscription-plans", adminPlans(d.Billing, log))
	r.adminHandle("POST /api/admin/subscription-plans", createPlan(d.Billing, log))
	r.adminHandle("PUT /api/admin/subscription-plans/{id}", updatePlan(d.Billing, log))
	r.adminHandle("DELETE /api/admin/subscription-plans/{id}", deletePlan(d.Billing, log))
	r.adminHandle("PUT /api/admin/subscription-plans/{id}/reorder", reorderPlan(d.Billing, log))
	r.adminHandle("GET /api/admin/credit-packages", adminPackages(d.Billing, log))
	r.adminHandle("POST /api/admin/credit-packages", createPackage(d.Billing, log))
	r.adminHandle("PUT /api/admin/credit-packages/{id}", updatePackage(d.Billing, log))
	r.adminHandle("DELETE /api/admin/credit-packages/{id}", deletePackage(d.Billing, log))
	r.adminHandle("PUT /api/admin/credit-packages/{id}/reorder", reorderPackage(d.Billing, log))

	r.handle("/api/", apiFallback(r.mux, log))
	r.handle("GET /showcase/{id}", site.Showcase())
	r.handle("GET /admin", s.anyone(adminPages(site)))
	r.handle("GET /admin/", s.anyone(adminPages(site)))
	r.handle("GET /studio", pages.Redirect("/texture-studio"))
	r.handle("GET /robots.txt", site.Robots())
	r.handle("GET /sitemap.xml", site.Sitemap())
	r.handle("/", readOnly(site))
}
