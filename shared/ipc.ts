import type { Result } from './result'
import type { Profile, SeatColour, Settings } from './profile'

/** Why a request failed: a code for programs, a sentence for people. */
export interface ApiError {
  code: 'INVALID_PAYLOAD' | 'NOT_FOUND' | 'UNKNOWN_CHANNEL' | 'INTERNAL' | (string & {})
  message: string
}
export type ApiResult<T> = Result<T, ApiError>

/** Something the user must be told once, e.g. that a corrupt save was set aside. */
export interface Notice {
  id: string
  level: 'info' | 'warning'
  message: string
}

export interface AppInfo {
  version: string
  edition: 'electron' | 'web'
  notices: Notice[]
}

/**
 * The one contract between the processes. Requests: the renderer asks, main answers.
 * Every payload is validated in main before use (src-main/host/schemas.ts).
 */
export interface Requests {
  'app:info': { payload: null; result: AppInfo }
  'notices:dismiss': { payload: { id: string }; result: Notice[] }
  'profiles:list': { payload: null; result: Profile[] }
  'profiles:create': { payload: { name: string; colour: SeatColour }; result: Profile }
  'profiles:update': { payload: { id: string; name?: string; colour?: SeatColour }; result: Profile }
  'profiles:delete': { payload: { id: string }; result: Profile[] }
  'settings:get': { payload: null; result: Settings }
  'settings:update': { payload: Partial<Settings>; result: Settings }
}

/** Events: main tells the renderer. */
export interface Events {
  'profiles:changed': Profile[]
  'settings:changed': Settings
  'notices:changed': Notice[]
}

export type RequestName = keyof Requests
export type EventName = keyof Events
export type RequestPayload<K extends RequestName> = Requests[K]['payload']
export type RequestResult<K extends RequestName> = Requests[K]['result']

/** Listed at run time so the preload and the web client can build one function per channel. */
export const REQUEST_NAMES = [
  'app:info',
  'notices:dismiss',
  'profiles:list',
  'profiles:create',
  'profiles:update',
  'profiles:delete',
  'settings:get',
  'settings:update',
] as const satisfies readonly RequestName[]

export const EVENT_NAMES = ['profiles:changed', 'settings:changed', 'notices:changed'] as const satisfies readonly EventName[]

// Compile-time proof that the run-time lists name every channel exactly.
type Missing<A extends string, B extends readonly string[]> = Exclude<A, B[number]>
const _allRequests: Missing<RequestName, typeof REQUEST_NAMES> extends never ? true : never = true
const _allEvents: Missing<EventName, typeof EVENT_NAMES> extends never ? true : never = true
void _allRequests
void _allEvents

/** What the renderer gets as `window.api` (Electron) or from the WebSocket client (web edition). */
export interface ContractApi {
  request: { [K in RequestName]: (payload: RequestPayload<K>) => Promise<ApiResult<RequestResult<K>>> }
  on: { [K in EventName]: (listener: (payload: Events[K]) => void) => () => void }
}
