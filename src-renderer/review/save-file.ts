/**
 * Hands the person a file to save, as the browser's download (the web edition) or Electron's save
 * prompt does: built from parts, so a backup of thousands of games is never one string.
 */
export function saveFile(parts: readonly string[], fileName: string, type = 'application/json'): void {
  const link = document.createElement('a')
  link.href = URL.createObjectURL(new Blob([...parts], { type }))
  link.download = fileName
  link.click()
  URL.revokeObjectURL(link.href)
}
