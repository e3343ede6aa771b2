import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/**
 * The browser the e2e tests drive, in this order: $CHROMIUM_PATH, Debian's /usr/bin/chromium,
 * then Playwright's own download. Without any, stop with a message that says how to get one.
 */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', playwrightOwn()]
  const found = candidates.find((p): p is string => !!p && existsSync(p))
  if (!found) {
    throw new Error(
      'No Chromium found for the e2e tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium`; ' +
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
