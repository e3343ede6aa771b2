import { app, BrowserWindow, session } from 'electron'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createHost } from './host/host'
import { bridgeHost } from './ipc'
import { electronBacking } from './store/electron-backing'
import { openData } from './store/open'
import { startPhones } from './phones/phones'
import { startOnline } from './online/online'

// App lifecycle, the window and its security settings; everything else lives in the host.
const rendererUrl = process.env.ELECTRON_RENDERER_URL
const indexFile = join(import.meta.dirname, '../renderer/index.html')
const isOwnPage = (url: string) =>
  rendererUrl ? url.startsWith(rendererUrl) : url.startsWith(pathToFileURL(indexFile).href)

app.on('web-contents-created', (_event, contents) => {
  contents.setWindowOpenHandler(() => ({ action: 'deny' }))
  contents.on('will-navigate', (event) => event.preventDefault())
  contents.on('will-attach-webview', (event) => event.preventDefault())
})

app.whenReady().then(() => {
  session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false))
  session.defaultSession.setPermissionCheckHandler(() => false)
  // Registered on the session rather than in webPreferences: it still runs sandboxed and
  // context-isolated, and every frame of the app gets the same narrow contract (docs/decisions.md).
  session.defaultSession.registerPreloadScript({
    type: 'frame',
    id: 'contract',
    filePath: join(import.meta.dirname, '../preload/preload.cjs'),
  })

  const { store, archive, notices } = openData(electronBacking())
  const host = createHost({ store, archive, edition: 'electron', version: app.getVersion(), systemLanguages: app.getPreferredSystemLanguages(), notices, backgroundVerdicts: true })
  bridgeHost(host, isOwnPage)
  // The seat server for phones, started the same way the web edition starts it.
  const phones = startPhones({ host, settings: () => store.read().settings, dir: join(import.meta.dirname, '../seat') })
  // And the relay for online seats and spectators, once Settings name one.
  const online = startOnline({ host, settings: () => store.read().settings })
  // A save that failed during the session gets one more try on the way out.
  app.on('will-quit', () => {
    store.flush()
    archive.close()
    void phones.close()
    void online.close()
  })

  const window = new BrowserWindow({
    width: 1280,
    height: 840,
    minWidth: 800,
    minHeight: 600,
    title: 'Check Mates Tabletop',
    backgroundColor: '#1f3a2e',
    webPreferences: {
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      // A middle click must not open links in new windows.
      disableBlinkFeatures: 'Auxclick',
    },
  })
  if (rendererUrl) void window.loadURL(rendererUrl)
  else void window.loadFile(indexFile)
})

app.on('window-all-closed', () => app.quit())
