/** The .ts and .tsx files under a folder, leaving out dependencies, build output and migrations. */
export function sourceFiles(dir: string, out?: string[]): string[];
/** The import cycles of the given files (runtime imports only), each as paths relative to `root`. */
export function importCycles(files: string[], root: string): string[][];
