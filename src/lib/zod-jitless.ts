import { z } from 'zod';

// zod builds its object parsers with `new Function` unless told not to, and probes for it as the first
// schema is made. The sites' Content-Security-Policy allows no eval (src/lib/security-headers.ts), and the
// browser reports even the caught probe as a violation. Imported first wherever zod loads in the browser,
// before any module that makes a schema.
z.config({ jitless: true });
