import { LEGAL_LAST_UPDATED, list, p, type LegalDocument } from '../types'

// The storage keys named here are the ones the app really uses
// (features/cookie-consent/lib/consent.ts, features/theme/lib/theme.ts).
export const cookiePolicy: LegalDocument = {
  title: 'Cookie Policy',
  lastUpdated: LEGAL_LAST_UPDATED,
  summary:
    'Texelforge uses a small number of cookies and browser storage entries. Essential ones keep you signed in and remember your choices; analytics and functional ones are used only as described below. We use no advertising cookies and no third-party trackers.',
  sections: [
    {
      id: 'what-are-cookies',
      heading: 'Cookies and browser storage',
      blocks: [
        p(
          'A cookie is a small file a website stores in your browser and reads back on later visits. Browser storage ("local storage") works in a similar way, but stays in your browser and is never sent to our servers by itself. This policy covers both, and we call them all "cookies" below.',
        ),
        p(
          'When you first visit Texelforge a banner asks for your choice. "Accept All" allows every category below; "Essential" allows only the essential ones. The "Details" link in the banner lists the categories, and you can change your choice at any time.',
        ),
      ],
    },
    {
      id: 'essential',
      heading: 'Essential cookies',
      blocks: [
        p('These are needed for Texelforge to work and are always on:'),
        list(
          'Session cookie: keeps you signed in after you log in with your email and password or with Google. It cannot be read by scripts, is sent only over HTTPS and only to texelforge.app, and ends when you log out. If you untick "Keep me logged in" it also ends when you close your browser.',
          'Sign-in flags: short-lived entries in browser storage used while you sign in with Google, so that we can bring you back to the page you started from. They are cleared within minutes.',
          'cookieConsent: your choice in the cookie banner: "true" if you accepted all cookies, or "essential".',
          'cookieConsentDate: when you made that choice, so we can ask again if this policy changes.',
          'analyticsDisabled: set to "true" when you choose "Essential", so that no page views are counted.',
        ),
        p(
          "When you pay, Stripe's checkout pages set their own cookies on Stripe's domain to process the payment and prevent fraud. Stripe's cookie policy applies to them.",
        ),
      ],
    },
    {
      id: 'analytics',
      heading: 'Analytics cookies',
      blocks: [
        p(
          'With your consent ("Accept All"), Texelforge counts page views on its own servers: which page was opened and when. This tells us which pages are useful and which are not. The counts are kept by us, are not shared with anyone and are not used to follow you across other websites.',
        ),
        p(
          'If you choose "Essential", we store analyticsDisabled = "true" and count nothing. There are no third-party analytics scripts on Texelforge at all.',
        ),
      ],
    },
    {
      id: 'functional',
      heading: 'Functional cookies',
      blocks: [
        p('These remember choices that make the site more pleasant to use:'),
        list(
          'theme: your colour theme, "light", "dark" or "system" (which follows your device setting). Without it, Texelforge shows the light theme.',
          'Prompt drafts: the prompt you were typing when you left the landing page for the studio or checkout, so you do not have to type it again.',
        ),
        p('These entries stay in your browser and are never sent to our servers by themselves.'),
      ],
    },
    {
      id: 'how-long',
      heading: 'How long they last',
      blocks: [
        list(
          'The session cookie lasts until you log out, or until it expires on our server. Resetting your password ends every other session at once.',
          'Sign-in flags are deleted as soon as the sign-in finishes, and are ignored after two minutes in any case.',
          'cookieConsent, cookieConsentDate, analyticsDisabled and theme stay in your browser until you change your choice or clear the site data. They hold no personal details.',
        ),
        p(
          'We may ask for your consent again when we change this policy in a way that matters, for example if we ever add a new category of cookies. Until you answer, only essential cookies are used.',
        ),
      ],
    },
    {
      id: 'what-we-do-not-use',
      heading: 'What we do not use',
      blocks: [
        list(
          'No advertising or retargeting cookies.',
          'No social-media tracking pixels or "like" buttons that report your visit.',
          'No third-party analytics, fonts or content networks: every file Texelforge loads comes from texelforge.app.',
        ),
      ],
    },
    {
      id: 'your-choices',
      heading: 'Changing your choice',
      blocks: [
        list(
          'Use "Cookie settings" at the bottom of any page to open the banner again and pick "Essential" or "Accept All".',
          'Clear the site data for texelforge.app in your browser settings: this removes every entry above and signs you out, and the banner will ask again on your next visit.',
          'Most browsers also let you block cookies altogether. If you block essential cookies you will not be able to sign in.',
        ),
      ],
    },
    {
      id: 'more',
      heading: 'More information',
      blocks: [
        p(
          'How we handle personal data in general is described in our [Privacy Policy](/privacy). Questions about cookies: [support@texelforge.app](mailto:support@texelforge.app).',
        ),
      ],
    },
  ],
}
