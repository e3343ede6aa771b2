import { describe, expect, test } from 'vitest'
import type { NetworkInterfaceInfo } from 'node:os'
import { networkAddresses } from './network'

const info = (address: string, family: 'IPv4' | 'IPv6', internal = false) =>
  ({ address, family, internal, netmask: '', mac: '', cidr: null }) as NetworkInterfaceInfo

describe('network addresses', () => {
  test('lists the IPv4 addresses phones can reach, in order, without loopback, IPv6 or repeats', () => {
    const found = networkAddresses({
      lo: [info('127.0.0.1', 'IPv4', true), info('::1', 'IPv6', true)],
      wlan0: [info('fe80::1', 'IPv6'), info('192.168.1.20', 'IPv4')],
      eth0: [info('10.0.0.5', 'IPv4'), info('192.168.1.20', 'IPv4')],
    })
    expect(found).toEqual(['192.168.1.20', '10.0.0.5'])
  })

  test('a computer on no network has none', () => {
    expect(networkAddresses({ lo: [info('127.0.0.1', 'IPv4', true)] })).toEqual([])
  })
})
