import { z } from 'zod';

// Imported first by main.tsx, before any schema is built. Zod compiles object parsers with
// `new Function` when it may; probing whether it may is itself reported by the browser as a
// Content-Security-Policy violation (script-src has no 'unsafe-eval', so the probe always fails).
// Without JIT, zod skips the probe and parses exactly as it already did under our policy.
z.config({ jitless: true });
