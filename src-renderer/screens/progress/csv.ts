import { saveFile } from '../../review/save-file'

export type CsvCell = string | number | null

/** One line of CSV (RFC 4180): a cell holding a comma, a quote or a line break is quoted; null is empty. */
const csvLine = (row: readonly CsvCell[]) =>
  `${row.map((c) => (c === null ? '' : typeof c === 'number' ? String(c) : /[",\r\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(',')}\r\n`

/** The part of a file's name a person's name or a chart's title gives: letters and digits, the rest dashes. */
export const namePart = (s: string) => s.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '')

/**
 * What the Progress screen shows of one chart or table, as a CSV file: its header, then a row a
 * point. Dates go out in ISO, numbers unformatted, so a spreadsheet reads them in any language.
 */
export function saveCsv(name: string, rows: readonly (readonly CsvCell[])[]): void {
  saveFile(rows.map(csvLine), `${name}.csv`, 'text/csv')
}

/** A moment as the CSV writes it. */
export const iso = (ms: number) => new Date(ms).toISOString()
