import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'

// Strict TypeScript over each room, each with its own tsconfig (shared/ sees no Node or DOM types).
// The checks share nothing, so they run side by side, as many at once as there are cores:
// on CI's two cores that halves the wait. Each one's output is printed whole when it ends.
const root = join(import.meta.dirname, '..')
const projects = ['tsconfig.shared.json', 'tsconfig.node.json', 'tsconfig.web.json', 'tsconfig.e2e.json', 'relay/tsconfig.json']
const bin = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'vue-tsc.cmd' : 'vue-tsc')

function check(project) {
  return new Promise((done) => {
    const child = spawn(bin, ['--noEmit', '-p', project], { cwd: root, shell: process.platform === 'win32' })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    child.on('close', (code) => {
      process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} ${project}\n${out}`)
      done(code === 0)
    })
  })
}

const queue = [...projects]
const lanes = Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
  let passed = true
  for (let project = queue.shift(); project; project = queue.shift()) passed = (await check(project)) && passed
  return passed
})
process.exitCode = (await Promise.all(lanes)).every(Boolean) ? 0 : 1
