import type { ActionShape, AnyRecordShape, ConfigField } from '../games/module'

// A record's config and actions read by its game's own RecordShape (each game's module declares
// it): the one place that knows how to read one, so no game's bounds are written here.

type Plain = Record<string, unknown>
const isObject = (x: unknown): x is Plain => typeof x === 'object' && x !== null && !Array.isArray(x)
const isWhole = (x: unknown, min: number, max: number): boolean => Number.isInteger(x) && (x as number) >= min && (x as number) <= max
const span = (min: number, max: number): string =>
  min === max ? min.toLocaleString('en') : `${min.toLocaleString('en')} to ${max.toLocaleString('en')}`

/** Why `value` is not what `field` allows at a table of `seats`, in words after its key; null when it is. */
function fieldProblem(field: ConfigField, value: unknown, seats: number): string | null {
  switch (field.kind) {
    case 'seats':
      return value === seats ? null : `is not ${seats}, the seats of this table`
    case 'seat':
      return isWhole(value, 0, seats - 1) ? null : 'is not a seat of this table'
    case 'ms':
      return isWhole(value, field.min, field.max) ? null : `is not a time of ${span(field.min, field.max)} ms`
    case 'flag':
      return typeof value === 'boolean' ? null : 'is neither true nor false'
    case 'choice': {
      const values: unknown[] = field.choices.map((c) => c.value)
      return values.includes(value) ? null : `is not one of ${values.join(', ')}`
    }
    case 'number':
      if (value === null && field.default === null) return null
      return isWhole(value, field.min, field.max) ? null : `is not a whole number of ${span(field.min, field.max)}${field.default === null ? ' or none' : ''}`
  }
}

/**
 * A record's config as its game reads it: only the keys the game names, each within what a table
 * here deals; or what is wrong, in words. `seats` is the record's number of seats.
 */
export function readConfig(shape: AnyRecordShape, config: unknown, seats: number): Plain | string {
  if (!isObject(config)) return "the game's options are missing"
  const kept: Plain = {}
  for (const [key, field] of Object.entries(shape.config as Readonly<Record<string, ConfigField>>)) {
    if (!Object.hasOwn(config, key)) {
      if (field.kind === 'seat') continue
      return `its option ${key} is missing`
    }
    const problem = fieldProblem(field, config[key], seats)
    if (problem) return `its option ${key} ${problem}`
    kept[key] = config[key]
  }
  return kept
}

const isScalar = (x: unknown): boolean => x === null || ['string', 'number', 'boolean'].includes(typeof x)

/** The fields `shape` names, read from `value`; or the path of the first that is of the wrong kind. */
function readFields(shape: Readonly<Record<string, ActionShape>>, value: Plain, path: string[]): Plain | string[] {
  const kept: Plain = {}
  for (const [field, inner] of Object.entries(shape)) {
    // A missing field stays missing: the engine refuses the action on replay, as it would live.
    if (!Object.hasOwn(value, field)) continue
    const v = value[field]
    const at = [...path, field]
    if (inner === 'value') {
      if (Array.isArray(v) ? !v.every(isScalar) : !isScalar(v)) return at
      kept[field] = Array.isArray(v) ? v.slice() : v
    } else {
      if (!isObject(v)) return at
      const read = readFields(inner, v, at)
      if (Array.isArray(read)) return read
      kept[field] = read
    }
  }
  return kept
}

/**
 * An action as its game reads it: its type and the fields that type carries, nothing else; or
 * what is wrong, in words. A type the game does not have keeps no field, and its replay says the
 * rules refuse it.
 */
export function readAction(shape: AnyRecordShape, action: { type: string } & Plain): ({ type: string } & Plain) | string {
  const actions = shape.actions as Readonly<Record<string, Readonly<Record<string, ActionShape>>>>
  if (!Object.hasOwn(actions, action.type)) return { type: action.type }
  const fields = readFields(actions[action.type]!, action, [])
  return Array.isArray(fields) ? `the ${action.type}'s ${fields.join('.')} field is of the wrong kind` : { type: action.type, ...fields }
}
