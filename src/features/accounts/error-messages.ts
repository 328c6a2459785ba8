// Alone in its module so the Save button, on every card, carries this string and not sign-in's rules.
export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred.';
