// The password policy as the forms describe it; the server enforces it and
// its message is what a failed request shows (decisions.md, Accounts).

/** The hint under every new-password field (product.md §2, §5). */
export const PASSWORD_HINT = 'at least 10 characters with uppercase, lowercase, number and special character'

/** The shortest password the hint promises (product.md §9). */
export const PASSWORD_MIN_LENGTH = 10
