import 'server-only';
import { dictionary } from '@zxcvbn-ts/language-common';

// The 49,000 most common passwords of public breach lists, bundled with @zxcvbn-ts/language-common
// (decision 038), as a set of lower-case strings, built on first use.
let common: Set<string> | undefined;

const SEQUENCES = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiopasdfghjklzxcvbnm'];

/**
 * Whether a password (lower-cased) is a common one: on the list; a listed word padded with digits and
 * symbols ('password1234!'); one character repeated; or a run of a keyboard or counting sequence.
 */
export function isCommonPassword(lowered: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((word) => String(word).toLowerCase()));
  if (common.has(lowered)) return true;
  const core = lowered.replace(/^[^a-z]+|[^a-z]+$/g, '');
  if (core.length >= 4 && core !== lowered && common.has(core)) return true;
  if (new Set(lowered).size === 1) return true;
  return SEQUENCES.some((sequence) => isRunOf(lowered, sequence));
}

/** Whether every character follows the one before it in the sequence (wrapping round). */
function isRunOf(text: string, sequence: string): boolean {
  for (let i = 1; i < text.length; i++) {
    const previous = sequence.indexOf(text[i - 1]);
    if (previous < 0 || sequence[(previous + 1) % sequence.length] !== text[i]) return false;
  }
  return true;
}
