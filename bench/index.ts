// `npm run bench -- <name>`: each benchmark prints one JSON object with its own baseline
// measured in the same run, so figures compare like with like on whatever machine runs them.
const benches: Record<string, () => Promise<{ run(args: string[]): Promise<unknown> }>> = {
  solver: () => import('./solver'),
  expert: () => import('./expert'),
  verdict: () => import('./verdict'),
  records: () => import('./records'),
  progress: () => import('./progress'),
  bidding: () => import('./bidding'),
  'check-lean': () => import('./check-lean'),
}

async function main(): Promise<void> {
  const [name, ...args] = process.argv.slice(2)
  const names = name ? [name] : Object.keys(benches)
  for (const n of names) {
    const load = benches[n]
    if (!load) throw new Error(`unknown benchmark "${n}"; known: ${Object.keys(benches).join(', ')}`)
    process.stdout.write(`${JSON.stringify(await (await load()).run(args))}\n`)
  }
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`)
  process.exitCode = 1
})
