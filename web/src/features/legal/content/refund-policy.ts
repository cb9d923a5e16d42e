import { LEGAL_LAST_UPDATED, list, p, type LegalDocument } from '../types'

export const refundPolicy: LegalDocument = {
  title: 'Refund Policy',
  lastUpdated: LEGAL_LAST_UPDATED,
  summary:
    'If you are not happy with a purchase, you can get your money back for credits you have not used, within 14 days of paying. This page explains exactly what that covers for credit packs and monthly plans, and how to ask.',
  sections: [
    {
      id: 'in-short',
      heading: 'In short',
      blocks: [
        list(
          'Credit packs: within 14 days of purchase, we refund the credits from that pack you have not used.',
          "Monthly plans: within 14 days of a charge, we refund it in full if you have not used any of that period's plan credits.",
          'Failed generations never cost you anything: the credit is returned to your balance automatically.',
          'You can cancel a plan at any time; it then runs to the end of the period you paid for and does not renew.',
        ),
      ],
    },
    {
      id: 'credit-packs',
      heading: 'Credit packs',
      blocks: [
        p(
          'Within 14 days of buying a credit pack you can ask for a refund of its unused credits. If you have used none of them, you get the full price back. If you have used some, you get back the price you paid per credit for each credit that is left from that pack. For example, if you bought a pack of 10 credits and used 4 of them, we refund six tenths of what you paid for the pack.',
        ),
        p(
          'Because plan credits are spent before purchased credits, credits from a pack are only counted as used once your plan credits for the period have run out. The refunded credits are removed from your balance when the refund is made.',
        ),
      ],
    },
    {
      id: 'plans',
      heading: 'Monthly plans',
      blocks: [
        p(
          'Within 14 days of a plan payment, either the first one or a monthly renewal, you can ask for that payment back in full if you have not used any plan credits from that period. Your account then returns to the Free plan straight away.',
        ),
        p(
          "If you have already used plan credits in the period, that payment is not refunded, but you can cancel at any time: you keep the plan's features and remaining credits until the end of the period, and you will not be charged again. Plan credits that are not used by the end of a period do not roll over and are not refunded.",
        ),
        p('If you upgrade during a period, the upgrade is charged as a new payment and the rules above apply to it on its own.'),
      ],
    },
    {
      id: 'not-refundable',
      heading: 'What cannot be refunded',
      blocks: [
        list(
          'Credits that have been used to generate textures, including textures you later deleted.',
          'Requests made more than 14 days after the payment.',
          "Free credits, such as the Free plan's monthly credits and credits granted as a gift or promotion.",
          'Purchases on an account that we closed because it broke our [Terms of Service](/terms).',
        ),
        p(
          'None of this limits your statutory rights. If something you paid for did not work as described, for example if generation was unavailable for a long time, contact us and we will put it right even outside the 14 days.',
        ),
      ],
    },
    {
      id: 'withdrawal',
      heading: 'Your right of withdrawal',
      blocks: [
        p(
          'If you live in the European Union or the United Kingdom, you have a legal right to withdraw from an online purchase within 14 days. For digital content such as credits, that right ends once you start using what you bought, and you are asked to agree to this at checkout. Our policy gives you at least the same: a refund of everything you have not used within those 14 days.',
        ),
      ],
    },
    {
      id: 'how-to-ask',
      heading: 'How to ask for a refund',
      blocks: [
        list(
          'Email [support@texelforge.app](mailto:support@texelforge.app) from the address on your Texelforge account.',
          'Tell us the date and amount of the payment, or forward the Stripe receipt you received by email.',
          'We answer within 5 business days. Approved refunds go back to the card or account you paid with through Stripe; your bank usually shows them within 5 to 10 business days.',
        ),
        p(
          'Please contact us before opening a dispute or chargeback with your bank. It is almost always faster, and a chargeback may suspend the account until it is resolved.',
        ),
      ],
    },
    {
      id: 'test-mode',
      heading: 'Test mode',
      blocks: [
        p(
          'When Texelforge runs without a live payment provider, its checkout is clearly labelled "Test mode - no real payment". No money changes hands in test mode, so there is nothing to refund.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: 'Questions',
      blocks: [
        p(
          'If anything here is unclear, or your situation is not covered, write to [support@texelforge.app](mailto:support@texelforge.app). We would rather find a fair answer with you than leave you with a purchase you are unhappy with.',
        ),
      ],
    },
  ],
}
