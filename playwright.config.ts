import { defineConfig } from '@playwright/test'
import { findChromium } from './tests/e2e/chromium'

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Each test has its own web edition and data folder, so a spec's tests may spread over the
  // workers; most of a test's time is waiting on computer players and clocks, not on the CPU.
  fullyParallel: true,
  workers: 3,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
})
