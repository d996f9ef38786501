import { contentSecurityPolicy } from './csp.ts'

/**
 * Headers sent with every response, static or server-rendered. HTML responses
 * replace the Content-Security-Policy with one that lists their inline scripts.
 */
export const securityHeaders: Record<string, string> = {
  'content-security-policy': contentSecurityPolicy(),
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), display-capture=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
}
