package httpapi

// largeBodies are the paths allowed bodies over the default limit.
var largeBodies = map[string]int64{"/api/user/avatar": avatarBodyLimit}

// addRoutes lists every route of the server, one line each.
func addRoutes(r *routeTable, d Deps, app *spa) {
	log := d.Logger

	r.handle("GET /healthz", healthz())
	r.handle("GET /readyz", readyz(d.DB, log))

	r.handle("GET /api/user", currentUser(d))
	r.handle("POST /api/register", register(d))
	r.handle("POST /api/login", login(d))
	r.handle("POST /api/logout", logout(d))
	r.handle("POST /api/forgot-password", forgotPassword(d))
	r.handle("POST /api/reset-password", resetPassword(d))
	r.handle("POST /api/user/password", changePassword(d))
	r.handle("GET /api/user/plan", userPlan(d))
	r.handle("GET /api/user/credits", userCredits(d))
	r.handle("GET /api/user/credits/transactions", creditTransactions(d))
	r.handle("POST /api/user/avatar", updateAvatar(d))
	r.handle("GET /media/{folder}/{name}", media(d))
	r.handle("POST /api/signup", newsletterSignup(d))
	r.handle("POST /api/verify-email", verifyEmail(d))
	r.handle("POST /api/user/verify-email/resend", resendVerification(d))
	r.handle("DELETE /api/user", deleteAccount(d))
	r.handle("POST /api/newsletter/confirm", confirmNewsletter(d))
	r.handle("GET /api/newsletter/unsubscribe", unsubscribeStatus(d))
	r.handle("POST /api/newsletter/unsubscribe", unsubscribe(d))
	r.handle("GET /api/auth/providers", authProviders(d))
	r.handle("GET /api/auth/google", googleStart(d))
	r.handle("GET /api/auth/google/callback", googleCallback(d))

	r.handle("GET /api/generate-textures/parse", parsePrompt(d))
	r.handle("POST /api/generate-textures", startGeneration(d))
	r.handle("GET /api/generate-textures/{id}", getGeneration(d))
	r.handle("GET /api/generate-textures/{id}/events", generationEvents(d))

	r.handle("GET /api/textures", listTextures(d))
	r.handle("POST /api/textures", createTexture(d))
	r.handle("GET /api/textures/{id}", getTexture(d))
	r.handle("PATCH /api/textures/{id}", updateTexture(d))
	r.handle("DELETE /api/textures/{id}", deleteTexture(d))
	r.handle("GET /api/textures/{id}/png", texturePNG(d))
	r.handle("GET /api/textures/vanilla-names", vanillaNames(d))
	r.handle("GET /api/textures/pack-versions", packVersions())
	r.handle("POST /api/textures/export", exportTextures(d))

	r.handle("GET /api/showcase", listShowcase(d))
	r.handle("POST /api/showcase", shareTexture(d))
	r.handle("GET /api/showcase/featured", featuredShowcase(d))
	r.handle("GET /api/showcase/{id}", getShowcase(d))
	r.handle("DELETE /api/showcase/{id}", removeShowcase(d))
	r.adminHandle("PUT /api/showcase/{id}/featured", d, featureShowcase(d))
	r.handle("GET /api/showcase/image/{id}", showcaseImage(d))
	r.handle("POST /api/showcase/vote", voteShowcase(d))
	r.handle("GET /api/showcase/download/{id}", downloadShowcase(d))
	r.handle("GET /showcase/{id}", showcasePage(d, app))
	r.handle("GET /studio", redirect("/texture-studio"))

	r.handle("GET /api/site-settings/logo", siteLogo(d.Content, log))
	r.handle("GET /api/site-settings", siteSettings(d))
	r.handle("GET /api/page-content/{pageId}/{elementId}", pageContent(d))
	r.adminHandle("POST /api/page-content", d, savePageContent(d))
	r.handle("GET /api/subscription-plans", subscriptionPlans(d, ""))
	r.handle("POST /api/analytics/page-view", recordPageView(d))
	r.handle("GET /robots.txt", robotsTxt(d.BaseURL))
	r.handle("GET /sitemap.xml", sitemap(d))

	r.adminHandle("GET /api/admin/email", d, adminEmail(d))
	r.adminHandle("GET /api/admin/settings", d, adminSettings(d))
	r.adminHandle("PUT /api/admin/settings", d, updateSetting(d))
	r.adminHandle("GET /api/admin/subscription-plans", d, subscriptionPlans(d, "OK"))
	r.adminHandle("POST /api/admin/subscription-plans", d, createPlan(d))
	r.adminHandle("PUT /api/admin/subscription-plans/{id}", d, updatePlan(d))
	r.adminHandle("DELETE /api/admin/subscription-plans/{id}", d, deletePlan(d))
	r.adminHandle("PUT /api/admin/subscription-plans/{id}/reorder", d, reorderPlan(d))

	r.handle("/api/", apiFallback(r.mux, log))
	r.handle("/", app)
}
