import { LEGAL_LAST_UPDATED, list, p, type LegalDocument } from '../types'

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: LEGAL_LAST_UPDATED,
  summary:
    'These terms are the agreement between you and Texelforge when you use texelforge.app: how accounts, credits and plans work, who owns what you make, and the rules of the community showcase. By creating an account or using the service you accept them.',
  sections: [
    {
      id: 'the-service',
      heading: 'The service',
      blocks: [
        p(
          'Texelforge generates 16x16 pixel-art textures in the style of block-building games from a text description, and lets you preview them in 3D, edit them pixel by pixel, export them as PNG files or resource packs, and share them in a community showcase. Paid plans also offer 32x32 and 64x64 textures.',
        ),
        p(
          'Texelforge is an independent product. It is not an official Minecraft product and is not approved by or associated with Mojang or Microsoft. Names of games are used only to describe what the textures are for.',
        ),
      ],
    },
    {
      id: 'accounts',
      heading: 'Your account',
      blocks: [
        list(
          'You can sign up with an email address and password, or with a Google account. You must be at least 13 years old, and give accurate details.',
          'Usernames are 3 to 30 characters of letters, digits, "_" and "-", and must not impersonate anyone or be offensive.',
          'Keep your password secret. You are responsible for what happens under your account; tell us at once at [support@texelforge.app](mailto:support@texelforge.app) if you think someone else has used it.',
          'One account per person. Accounts are personal and may not be sold or shared.',
        ),
      ],
    },
    {
      id: 'credits-and-plans',
      heading: 'Credits, plans and payment',
      blocks: [
        list(
          'One generation turns one prompt into 16 variations and costs 1 credit: 1 credit = 16 textures.',
          'A credit is reserved when a generation starts and returned automatically if the generation fails, so you never lose a credit to an error on our side.',
          'Monthly plans, including the Free plan, give you a number of plan credits each billing month, as shown on the plans page. Plan credits reset at the start of each period and do not roll over.',
          'Credit packs are bought once. Purchased credits never expire while your account exists. Plan credits are used before purchased ones.',
          "Prices are shown in US dollars on the plans and checkout pages, and any taxes are added as the law requires. Payments are processed by Stripe; by paying you also accept Stripe's terms.",
          'Paid plans renew automatically every month until you cancel. You can cancel at any time; you keep the plan until the end of the period you paid for, and it is not renewed after that.',
          'We may change prices or what a plan includes. A price change applies from your next billing period, and we will tell you before it does.',
        ),
        p('Refunds are covered by our [Refund Policy](/refund-policy).'),
      ],
    },
    {
      id: 'your-content',
      heading: 'Your prompts and textures',
      blocks: [
        p(
          'You keep whatever rights you have in your prompts, and, as far as the law allows, in the textures generated for you and your edits of them. You may use your textures in your own worlds, resource packs, mods, videos and commercial projects.',
        ),
        p(
          'You give Texelforge a worldwide, non-exclusive, royalty-free licence to store, process and display your prompts and textures as needed to run the service for you, and, for textures you publish, to show them in the community showcase and in previews of shared links. This licence ends when you delete the content, except for copies others have already downloaded under a free licence.',
        ),
        p(
          'Generated textures are made by software and may by chance resemble existing textures. We do not promise that a texture is unique or free of third-party rights; check before you rely on one for a commercial product.',
        ),
      ],
    },
    {
      id: 'showcase',
      heading: 'The community showcase',
      blocks: [
        p('When you publish a texture you give it a title, a description, up to 10 tags and one of two licences:'),
        list(
          'Free: anyone may download the texture and use it, including in public and commercial resource packs, mods and worlds. Credit to the creator is appreciated but not required.',
          'Restricted: others may view and vote on the texture but cannot download it from Texelforge, and may not copy or reuse it without your permission. You and our moderators can still download it.',
        ),
        p(
          'You may publish only textures you have the right to share. Signed-in users can vote once per texture, and not on their own. You can remove your published textures at any time, and we may remove any texture that breaks these terms.',
        ),
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      blocks: [
        p('Do not use Texelforge to:'),
        list(
          "create or share content that is illegal, hateful, sexually explicit, violent towards real people, or that infringes someone else's rights;",
          'harass other users or manipulate votes and download counts;',
          'get around credit limits, payment or security measures, or access accounts and data that are not yours;',
          'send automated requests faster than a person would, scrape the showcase, or disrupt the service for others;',
          'resell access to the service or present it as your own.',
        ),
        p(
          'We may remove content, suspend or close accounts that break these rules. Where it is reasonable, we will warn you first and tell you why.',
        ),
      ],
    },
    {
      id: 'availability',
      heading: 'Availability and changes to the service',
      blocks: [
        p(
          'We work to keep Texelforge available and your textures safe, but the service is provided "as is" and may sometimes be unavailable for maintenance or reasons beyond our control. Keep your own copies of textures that matter to you. We may add, change or remove features; if we remove a paid feature you rely on, we will offer a fair refund for the unused part.',
        ),
      ],
    },
    {
      id: 'liability',
      heading: 'Liability',
      blocks: [
        p(
          'To the extent the law allows, Texelforge is not liable for indirect or consequential loss, or for loss of profits, data or goodwill, and our total liability for any claim is limited to the amount you paid us in the twelve months before it arose. Nothing in these terms limits liability that cannot be limited by law, or your statutory rights as a consumer.',
        ),
      ],
    },
    {
      id: 'ending',
      heading: 'Ending the agreement',
      blocks: [
        p(
          'You can stop using Texelforge and delete your account at any time. Unused purchased credits are lost when you delete your account, unless they qualify for a refund under the [Refund Policy](/refund-policy). We may end these terms for an account that seriously or repeatedly breaks them.',
        ),
      ],
    },
    {
      id: 'changes-and-contact',
      heading: 'Changes to these terms and contact',
      blocks: [
        p(
          'We may update these terms. For changes that affect you materially we will give notice by email or in the app at least 14 days before they apply; if you do not agree you can cancel before then. These terms are governed by the law of the country where Texelforge is established, without taking away the protection of the mandatory consumer laws of the country where you live.',
        ),
        p('Questions about these terms: [support@texelforge.app](mailto:support@texelforge.app).'),
      ],
    },
  ],
}
