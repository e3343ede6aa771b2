import type { ApiError } from '@shared/ipc'

/**
 * What a screen says for a refused request. The host words its refusals for people (a payload's
 * too: its `detail` with the channel and field is for developers and never shown), except two
 * that only a fault in the app can cause, whose text is a program's: those get a plain sentence.
 */
export function errorText(error: ApiError): string {
  if (error.code === 'INTERNAL') return 'Something went wrong inside the app, so that was not done. Try again; if it keeps happening, restart the app.'
  if (error.code === 'UNKNOWN_CHANNEL') return 'This screen asked the app for something it does not offer. Restart the app; if it happens again, it is a fault in the app.'
  return error.message
}
