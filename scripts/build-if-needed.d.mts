export function build(): void
export function buildIfNeeded(only?: 'cli'): void
