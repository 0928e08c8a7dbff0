import { en } from 'zod/locales';
import { z } from 'zod/mini';

// Imported first by main.tsx, before any schema is built. Zod compiles object parsers with
// `new Function` when it may; probing whether it may is itself reported by the browser as a
// Content-Security-Policy violation (script-src has no 'unsafe-eval', so the probe always fails).
// Without JIT, zod skips the probe and parses exactly as it already did under our policy.
z.config({ jitless: true });
// The schemas use zod/mini, which unlike zod's classic API loads no locale: without this, a check with
// no message of its own would say just 'Invalid input' (a 101-character user name on /login says 'Too
// big: expected string to have <=100 characters', as the server does). About 1.2 kB gzipped.
z.config(en());
