export function build(): void
export function buildIfNeeded(): void
