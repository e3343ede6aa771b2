import { createReadStream, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, resolve, sep } from 'node:path'

// Files of one folder over HTTP: the app's own server, the seat server and the relay (which
// serves the seat screen to online guests) all serve theirs this way. Node only, nothing else.

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
}

/**
 * Answers a GET or HEAD with a regular file inside `root` (`/` is `index`), and anything else with
 * 400, 404 or 405: only files inside the folder exist, as far as anyone asking can tell.
 */
export function serveFile(req: IncomingMessage, res: ServerResponse, root: string, page: { index: string; csp: string }): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { Allow: 'GET, HEAD' }).end()
  const url = req.url ?? ''
  if (!url.startsWith('/')) return void res.writeHead(400).end()
  const path = decodePath(url.split(/[?#]/, 1)[0]!)
  if (path === null) return void res.writeHead(400).end()
  const file = path === '/' ? resolve(root, page.index) : resolve(root, `.${path}`)
  const stat = file.startsWith(root + sep) ? statSync(file, { throwIfNoEntry: false }) : undefined
  if (!stat?.isFile()) return void res.writeHead(404).end()
  res.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Content-Length': stat.size,
    'Content-Security-Policy': page.csp,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  })
  if (req.method === 'HEAD') return void res.end()
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res)
}

/** The path with its escapes undone, or null when they are malformed or hide a NUL or a backslash. */
function decodePath(raw: string): string | null {
  let path: string
  try {
    path = decodeURIComponent(raw)
  } catch {
    return null
  }
  return /[\0\\]/.test(path) ? null : path
}

