import { matchRoutes, type RouteObject } from 'react-router'
import { PageFallback } from './layout/page-fallback'
import { RootLayout } from './layout/root-layout'
import { RouteError } from './layout/route-error'

/**
 * appRoutes: the shell is loaded eagerly, every page lazily (one chunk each).
 * Each page path must also be listed in routes.json (title, description,
 * and the Go server's 200-vs-404 decision); router.test.tsx checks both ways.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        // Pages fail and load inside the shell, so the header stays usable.
        ErrorBoundary: RouteError,
        HydrateFallback: PageFallback,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }) },
          { path: 'privacy', lazy: async () => ({ Component: (await import('./routes/privacy')).PrivacyRoute }) },
          { path: 'terms', lazy: async () => ({ Component: (await import('./routes/terms')).TermsRoute }) },
          { path: 'cookies', lazy: async () => ({ Component: (await import('./routes/cookies')).CookiesRoute }) },
          {
            path: 'refund-policy',
            lazy: async () => ({ Component: (await import('./routes/refund-policy')).RefundPolicyRoute }),
          },
          { path: 'auth', lazy: async () => ({ Component: (await import('./routes/auth')).AuthRoute }) },
          {
            path: 'forgot-password',
            lazy: async () => ({ Component: (await import('./routes/forgot-password')).ForgotPasswordRoute }),
          },
          {
            path: 'reset-password',
            lazy: async () => ({ Component: (await import('./routes/reset-password')).ResetPasswordRoute }),
          },
          {
            path: 'verify-email',
            lazy: async () => ({ Component: (await import('./routes/verify-email')).VerifyEmailRoute }),
          },
          {
            path: 'newsletter/confirm',
            lazy: async () => ({ Component: (await import('./routes/newsletter-confirm')).NewsletterConfirmRoute }),
          },
          {
            path: 'newsletter/unsubscribe',
            lazy: async () => ({
              Component: (await import('./routes/newsletter-unsubscribe')).NewsletterUnsubscribeRoute,
            }),
          },
          { path: 'dashboard', lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute }) },
          {
            path: 'checkout/plans',
            lazy: async () => ({ Component: (await import('./routes/checkout-plans')).CheckoutPlansRoute }),
          },
          {
            path: 'checkout/credits/:packageId?',
            lazy: async () => ({ Component: (await import('./routes/checkout-credits')).CheckoutCreditsRoute }),
          },
          {
            path: 'checkout/pay/:id',
            lazy: async () => ({ Component: (await import('./routes/checkout-pay')).CheckoutPayRoute }),
          },
          {
            path: 'checkout/:plan',
            lazy: async () => ({ Component: (await import('./routes/checkout-plan')).CheckoutPlanRoute }),
          },
          {
            path: 'prompt-credits-checkout',
            lazy: async () => ({ Component: (await import('./routes/prompt-credits-checkout')).PromptCreditsCheckoutRoute }),
          },
          {
            path: 'complete-subscription',
            lazy: async () => ({ Component: (await import('./routes/complete-subscription')).CompleteSubscriptionRoute }),
          },
          {
            path: 'payment-success',
            lazy: async () => ({ Component: (await import('./routes/payment-success')).PaymentSuccessRoute }),
          },
          {
            path: 'texture-studio',
            lazy: async () => ({ Component: (await import('./routes/studio')).StudioRoute }),
          },
          {
            path: 'showcase/:id?',
            lazy: async () => ({ Component: (await import('./routes/showcase')).ShowcaseRoute }),
          },
          { path: 'blog', lazy: async () => ({ Component: (await import('./routes/blog')).BlogRoute }) },
          { path: 'blog/:slug', lazy: async () => ({ Component: (await import('./routes/blog-post')).BlogPostRoute }) },
          {
            path: 'dashboard/textures',
            lazy: async () => ({ Component: (await import('./routes/my-textures')).MyTexturesRoute }),
          },
          {
            path: 'dashboard/profile',
            lazy: async () => ({ Component: (await import('./routes/profile')).ProfileRoute }),
          },
          {
            // Admins only: anyone else gets the 404 page (product.md §2). Every page is its own chunk.
            path: 'admin',
            lazy: async () => ({ Component: (await import('./routes/admin/layout')).AdminLayout }),
            children: [
              { index: true, lazy: async () => ({ Component: (await import('./routes/admin/overview')).AdminOverviewRoute }) },
              { path: 'users', lazy: async () => ({ Component: (await import('./routes/admin/users')).AdminUsersRoute }) },
              { path: 'users/:id', lazy: async () => ({ Component: (await import('./routes/admin/user')).AdminUserRoute }) },
              { path: 'content', lazy: async () => ({ Component: (await import('./routes/admin/content')).AdminContentRoute }) },
              { path: 'billing', lazy: async () => ({ Component: (await import('./routes/admin/billing')).AdminBillingRoute }) },
              { path: 'settings', lazy: async () => ({ Component: (await import('./routes/admin/settings')).AdminSettingsRoute }) },
              { path: 'blog', lazy: async () => ({ Component: (await import('./routes/admin/blog')).AdminBlogRoute }) },
              { path: 'blog/new', lazy: async () => ({ Component: (await import('./routes/admin/blog-editor')).AdminBlogEditorRoute }) },
              { path: 'blog/:id', lazy: async () => ({ Component: (await import('./routes/admin/blog-editor')).AdminBlogEditorRoute }) },
              { path: 'email', lazy: async () => ({ Component: (await import('./routes/admin/email')).AdminEmailRoute }) },
            ],
          },
          { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }) },
        ],
      },
    ],
  },
]

/** loadLazyMatches loads the lazy code of the routes matching path, in place. */
export async function loadLazyMatches(routes: RouteObject[], path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      Object.assign(route, await route.lazy(), { lazy: undefined })
    }),
  )
}
