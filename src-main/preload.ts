import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import { EVENT_NAMES, REQUEST_NAMES, type ContractApi } from '@shared/ipc'

// The only file that touches ipcRenderer (lint enforces it). The page gets one function per
// request and one subscribe per event of the contract, never ipcRenderer itself.
const request = Object.fromEntries(
  REQUEST_NAMES.map((channel) => [channel, (payload: unknown) => ipcRenderer.invoke(channel, payload)]),
)
const on = Object.fromEntries(
  EVENT_NAMES.map((name) => [
    name,
    (listener: (payload: unknown) => void) => {
      const handler = (_event: IpcRendererEvent, payload: unknown) => listener(payload)
      ipcRenderer.on(name, handler)
      return () => void ipcRenderer.removeListener(name, handler)
    },
  ]),
)

contextBridge.exposeInMainWorld('api', { request, on } as unknown as ContractApi)
