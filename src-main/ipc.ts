import { ipcMain, type WebContents } from 'electron'
import { REQUEST_NAMES } from '@shared/ipc'
import type { Host } from './host/host'

/**
 * The only file that touches ipcMain (lint enforces it): each contract request goes to the host,
 * and only from our own page; host events go to the window.
 */
export function bridgeHost(host: Host, window: () => WebContents | null, isOwnPage: (url: string) => boolean): void {
  for (const channel of REQUEST_NAMES) {
    ipcMain.handle(channel, (event, payload: unknown) => {
      if (!event.senderFrame || !isOwnPage(event.senderFrame.url)) {
        return { ok: false, error: { code: 'FORBIDDEN', message: 'request from a page that is not the app' } }
      }
      return host.request(channel, payload)
    })
  }
  host.subscribe((event, payload) => window()?.send(event, payload))
}
