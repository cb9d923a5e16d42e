import { LEGAL_LAST_UPDATED, list, p, SUPPORT_EMAIL, type LegalDocument } from '../types'

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: LEGAL_LAST_UPDATED,
  summary:
    'Texelforge turns text prompts into 16x16 pixel-art textures. To do that we need a small amount of personal data: your account details, the prompts and textures you create, and a record of what you buy. We do not sell your data, we do not show ads, and we use no third-party trackers.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        p(
          'Texelforge ("we", "us") runs the website and service at texelforge.app. We are the controller of the personal data described in this policy. If you have a question about it, or want to use one of your rights, write to us at [support@texelforge.app](mailto:support@texelforge.app).',
        ),
        p(
          'This policy covers the website, your Texelforge account, the texture studio, the community showcase and the emails we send. It works together with our [Terms of Service](/terms), our [Cookie Policy](/cookies) and our [Refund Policy](/refund-policy).',
        ),
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'What we collect',
      blocks: [
        p('We collect only what the service needs:'),
        list(
          'Account details: your username, email address and a salted hash of your password (never the password itself). If you choose to, a profile picture.',
          'Google sign-in: if you sign in with Google, we receive your Google account identifier, your name and your verified email address. We do not receive your Google password or access to your other Google data.',
          'What you create: the prompts you type, the kind of texture detected or chosen (block, item or flat item), the textures generated for you, your edits, and your exports.',
          'What you share: textures you publish to the community showcase, with their title, description, tags and licence (free or restricted), and your votes and downloads there.',
          "Purchases: your plan, your credit balance and every change to it, and a record of each payment (date, amount, currency and what was bought). Card details are entered on Stripe's pages and never reach our servers.",
          'Technical data: your IP address, browser type and the time of each request, kept in our server logs to keep the service secure and working.',
          'Page views: only if you accept analytics cookies, we count which pages are visited on our own servers. See [Cookie Policy](/cookies).',
        ),
      ],
    },
    {
      id: 'how-we-use-data',
      heading: 'How we use it, and why we may',
      blocks: [
        list(
          'To provide the service you asked for: to create your account, sign you in, generate, store and export your textures, keep your credit balance and deliver what you bought. Our legal basis is the contract between us.',
          'To keep Texelforge safe: to prevent abuse, fraud and attacks, enforce our Terms and fix errors. Our legal basis is our legitimate interest in running a secure service.',
          'To send service emails: password reset links, receipts and important changes to the service or to these policies. These are part of the contract and you cannot opt out of them while you have an account.',
          'To send news and offers: only if you ticked "Receive updates and special offers" or signed up for the newsletter. Every such email has an unsubscribe link, and you can withdraw your consent at any time.',
          'To understand which pages help people: first-party page-view counts, only with your consent through the cookie banner.',
          'To meet legal duties: for example keeping payment records for tax and accounting law.',
        ),
        p(
          'We do not use your prompts or textures to build advertising profiles, and we make no decisions about you that have legal or similarly significant effects by automated means.',
        ),
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      blocks: [
        p('We never sell personal data. We share it only with service providers who process it for us under contract:'),
        list(
          'Stripe, which handles payments, subscriptions and receipts. Stripe processes your card and billing details under its own privacy policy.',
          "Our hosting and email providers, which store the service's data and deliver our emails.",
          'Image-model providers, when Texelforge is set up to use one for generation: the text of your prompt (and never your name or email) is sent to the provider to produce the image.',
        ),
        p(
          'Textures you publish to the community showcase are public: anyone can see them together with your username, and free-licensed ones can be downloaded. We may also disclose data when the law requires it, or to protect the rights and safety of our users and of Texelforge.',
        ),
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        list(
          'Account data, prompts and textures: for as long as you have an account. When you delete your account we delete them within 30 days, apart from textures you published, which we remove from the showcase at the same time.',
          'Payment and credit records: for as long as tax and accounting law requires, usually up to seven years.',
          'Server logs: up to 30 days, unless we need them longer to investigate a specific security incident.',
          'Password reset links: they can be used once and expire after one hour.',
        ),
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      blocks: [
        p(
          'Passwords are stored only as salted hashes. Your session is kept in a cookie that scripts cannot read and that is sent only over encrypted connections. All traffic to Texelforge uses HTTPS, access to our systems is limited to the people who run them, and resetting your password ends your other sessions.',
        ),
        p(
          'No system is perfectly secure. If we learn of a breach that affects your personal data, we will tell you and the relevant authorities as the law requires.',
        ),
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        p('Depending on where you live, you have the right to:'),
        list(
          'see the personal data we hold about you and get a copy of it in a portable format;',
          'correct data that is wrong, or delete your account and its data;',
          'object to, or ask us to restrict, processing based on our legitimate interests;',
          'withdraw a consent you gave (newsletter, analytics) at any time, without affecting what was done before;',
          'complain to your local data protection authority.',
        ),
        p(
          `To use any of these rights, email ${SUPPORT_EMAIL} from the address on your account. We answer within 30 days. You can change your analytics choice yourself at any time with "Cookie settings" at the bottom of every page.`,
        ),
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        p(
          'Texelforge is made for creators of all ages, but you must be at least 13 years old to create an account, or older where your country requires it for consent to data processing. If you are under 18, ask a parent or guardian before buying a plan or credits. If you believe a child under 13 has given us personal data, contact us and we will delete it.',
        ),
      ],
    },
    {
      id: 'transfers',
      heading: 'International transfers',
      blocks: [
        p(
          "Our providers may process data in countries other than yours, including the United States. Where the law requires it, such transfers are protected by the European Commission's standard contractual clauses or an equivalent safeguard.",
        ),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes and contact',
      blocks: [
        p(
          'We will update this policy when the service or the law changes, and change the date at the top. If a change matters, we will tell you by email or in the app before it takes effect.',
        ),
        p('Questions, requests and complaints: [support@texelforge.app](mailto:support@texelforge.app).'),
      ],
    },
  ],
}
