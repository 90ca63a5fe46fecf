/** checkout-and-account.md §3: the titles of the identification form. */
export const CIVILITIES = ['madam', 'mister', 'unspecified'] as const;
