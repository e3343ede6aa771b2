export function electronBinary(): string | null
export function electronInstaller(): string | null
