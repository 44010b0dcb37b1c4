export function findChromium(): string | undefined;
export function findBrowser(): string | undefined;
