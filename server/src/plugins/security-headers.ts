import type { FastifyInstance } from 'fastify';

/** What Stripe.js needs (Stripe's security guide): its script, its frames, its API, its images. */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
} as const;

/**
 * The Content-Security-Policy of every response. Only the app's own scripts run; Mantine's style
 * attributes and CSS variables need inline styles. Stripe's script and frames are allowed only when
 * Stripe is the payment provider (a single-page app cannot narrow this to the checkout's URL, since
 * diners reach the checkout without reloading the document).
 */
export function contentSecurityPolicy(options: { stripe: boolean }): string {
  const extra = (kind: keyof typeof STRIPE_SOURCES) => (options.stripe ? STRIPE_SOURCES[kind] : []);
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...extra('script')],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...extra('img')],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...extra('connect')],
    'frame-src': options.stripe ? extra('frame') : ["'none'"],
    'media-src': ["'self'", 'data:', 'blob:'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Security headers on every answer, API and pages alike. */
export function registerSecurityHeaders(app: FastifyInstance, options: { stripe: boolean; https: boolean }) {
  const csp = contentSecurityPolicy(options);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Content-Security-Policy', csp);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), usb=()');
    if (options.https) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
}
