import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/**
 * The browser the e2e tests drive, in this order: $CHROMIUM_PATH, Debian's headless shell
 * (`chromium-headless-shell`), Debian's /usr/bin/chromium, then Playwright's own download. The
 * shell is the same Blink without the browser around it: the whole suite took 4.6 min on it
 * against 7.1 min on the full browser's headless mode (docs/testing.md). Without any, stop with a
 * message that says how to get one.
 */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser', playwrightOwn()]
  const found = candidates.find((p): p is string => !!p && existsSync(p))
  if (!found) {
    throw new Error(
      'No Chromium found for the e2e tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium-headless-shell`; ' +
        'elsewhere: `npx playwright install chromium`) or point CHROMIUM_PATH at a Chromium binary.',
    )
  }
  return found
}

function playwrightOwn(): string | undefined {
  try {
    return chromium.executablePath()
  } catch {
    return undefined
  }
}
