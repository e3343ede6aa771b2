import { installContractSpy } from './contract-spy'

// Component tests run in happy-dom; node-environment tests have no window and need neither.
if (typeof window !== 'undefined') {
  installContractSpy(window as unknown as { api?: unknown })
  // Every mounted component speaks through the app's one i18n, in English unless a test switches it.
  const [{ config }, { i18n }] = await Promise.all([import('@vue/test-utils'), import('../i18n')])
  config.global.plugins.push(i18n)
}
