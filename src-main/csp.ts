/**
 * One policy for both editions: only our own scripts and styles, no eval, no remote content.
 * The WebSocket entry is for the web edition's loopback connection.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self' ws://127.0.0.1:*",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ')

/** Sent as a header by the web edition: frame-ancestors only works there, not in a meta tag. */
export const CONTENT_SECURITY_POLICY_HEADER = `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`
