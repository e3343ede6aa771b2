import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os'

/** This computer's IPv4 addresses on its networks (no loopback), in the system's order: where phones can reach it. */
export function networkAddresses(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces()): string[] {
  const found: string[] = []
  for (const infos of Object.values(interfaces)) {
    for (const info of infos ?? []) {
      if (info.family === 'IPv4' && !info.internal && !found.includes(info.address)) found.push(info.address)
    }
  }
  return found
}
