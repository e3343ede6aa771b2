import { buildIfNeeded } from './build-if-needed.mjs'

// `npm run cli -- …`: the built command line, rebuilt first if its sources changed. In this same
// process, so a command pays for one Node start-up, not two.
buildIfNeeded('cli')
await import('../out/cli/index.js')
