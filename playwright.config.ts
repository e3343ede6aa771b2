import { defineConfig } from '@playwright/test'
import { findChromium } from './tests/e2e/chromium'

export default defineConfig({
  // The shared specs, and each game's own beside its screens (src-renderer/games/<id>/e2e/), so a
  // new game brings its e2e tests in its folder and this file never lists one.
  testDir: '.',
  testMatch: ['tests/e2e/**/*.spec.ts', 'src-renderer/games/*/e2e/**/*.spec.ts'],
  // Stryker's sandboxes are copies of the whole tree, specs and all; the sixth game's fixture
  // (tests/sixth-game) is laid out at repo paths, and runs only once ported into a scratch copy.
  testIgnore: ['**/.stryker-tmp/**', '**/tests/sixth-game/**'],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Each test has its own web edition and data folder, so a spec's tests may spread over the
  // workers.
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
