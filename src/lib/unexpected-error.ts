// Apart from http.ts, which holds the zod schema of an error body: forms in the browser show this message,
// and importing it must not bring zod along.

/** The spec's words (and spelling) for a fault the visitor cannot fix (AF §8 error catalogue). */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occured';
