import { installContractSpy } from './contract-spy'

// Component tests run in happy-dom; node-environment tests have no window and need no spy.
if (typeof window !== 'undefined') installContractSpy(window as unknown as { api?: unknown })
