import { ipcMain, type WebContents } from 'electron'
import { REQUEST_NAMES } from '@shared/ipc'
import type { Connection, Host } from './host/host'

/**
 * The only file that touches ipcMain (lint enforces it): each contract request goes to the host,
 * and only from our own page. Each window is one connection to the host, made at its first request
 * and closed with the window; the host's events for it go back to that window.
 */
export function bridgeHost(host: Host, isOwnPage: (url: string) => boolean): void {
  const connections = new Map<WebContents, Connection>()
  const connectionOf = (contents: WebContents): Connection => {
    const known = connections.get(contents)
    if (known) return known
    const connection = host.connect((event, payload) => {
      if (!contents.isDestroyed()) contents.send(event, payload)
    })
    connections.set(contents, connection)
    contents.once('destroyed', () => {
      connection.close()
      connections.delete(contents)
    })
    return connection
  }
  for (const channel of REQUEST_NAMES) {
    ipcMain.handle(channel, (event, payload: unknown) => {
      if (!event.senderFrame || !isOwnPage(event.senderFrame.url)) {
        return { ok: false, error: { code: 'FORBIDDEN', message: 'request from a page that is not the app' } }
      }
      return connectionOf(event.sender).request(channel, payload)
    })
  }
}
