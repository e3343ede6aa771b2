// `npm run cli -- <command> …`, built to out/cli/index.js. Each command owns its file (its own
// chunk, loaded only when asked for) and returns an exit code; stdout is reserved for the
// command's JSON so `npm run --silent cli` pipes cleanly.
import type { Self } from './selfplay'

const self: Self = { node: process.execPath, script: process.argv[1] as string }

const commands: Record<string, () => Promise<{ run(args: string[]): Promise<number> }>> = {
  solve: () => import('./solve'),
  selfplay: () => import('./selfplay').then((m) => ({ run: (args: string[]) => m.run(args, self) })),
  play: () => import('./play'),
}

async function main(): Promise<number> {
  const [name, ...args] = process.argv.slice(2)
  const load = name && Object.hasOwn(commands, name) ? commands[name] : undefined
  if (!load) {
    process.stderr.write(`usage: npm run cli -- <${Object.keys(commands).join('|')}> [options]\n`)
    return 2
  }
  return (await load()).run(args)
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (e: unknown) => {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`)
    process.exitCode = 1
  },
)
