import type { ESLint } from 'eslint';

export declare const root: string;
export declare function ownerOf(file: string): string | null;
export declare const scope: { files: string[]; ignores: string[] };
declare const plugin: ESLint.Plugin;
export default plugin;
