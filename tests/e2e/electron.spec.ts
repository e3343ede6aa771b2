import { _electron as electron, expect, test } from '@playwright/test'
import { join } from 'node:path'
import { electronBinary } from '../../scripts/electron-binary.mjs'

const bin = electronBinary()

test('the desktop app opens one window showing the library', async () => {
  test.skip(!bin, "Electron's binary is not installed here (it cannot be downloaded offline); the web edition tests cover the same host and renderer")
  const app = await electron.launch({ executablePath: bin!, args: [join(import.meta.dirname, '../..')] })
  const window = await app.firstWindow()
  await expect(window.getByTestId('game-checkmates')).toBeVisible()
  expect(app.windows()).toHaveLength(1)
  // The page cannot reach Node or ipcRenderer, only the contract.
  expect(await window.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe('undefined')
  expect(await window.evaluate(() => Object.keys((window as unknown as { api: object }).api).sort())).toEqual(['on', 'request'])
  await app.close()
})
