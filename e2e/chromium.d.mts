export function findChromium(): string | undefined;
export function findBrowser(): string | undefined;
export function isShell(file: string): boolean;
