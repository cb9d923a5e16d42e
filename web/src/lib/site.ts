/** Facts about the site that several features print. */
export const SUPPORT_EMAIL = 'support@texelforge.app'
