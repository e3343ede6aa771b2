const policy = (connect: string) =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')

/**
 * One policy for both editions: only our own scripts and styles, no eval, no remote content.
 * The WebSocket entry is for the web edition's loopback connection.
 */
export const CONTENT_SECURITY_POLICY = policy("'self' ws://127.0.0.1:*")

/** Sent as a header by the web edition: frame-ancestors only works there, not in a meta tag. */
export const CONTENT_SECURITY_POLICY_HEADER = `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`

/** The seat screen's, sent by the seat server at `host` (address:port): it talks to that server alone. */
export const seatScreenPolicy = (host: string) => `${policy(`'self' ws://${host}`)}; frame-ancestors 'none'`

/**
 * The seat screen's as the relay serves it to online guests at `host` (its Host header): it
 * talks to that relay alone, over ws:// or, behind a TLS proxy, wss://.
 */
export const relayScreenPolicy = (host: string) => `${policy(`'self' ws://${host} wss://${host}`)}; frame-ancestors 'none'`
