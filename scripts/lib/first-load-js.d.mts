export interface FirstLoadFile {
  url: string;
  /** the bytes sent: the brotli file when the build made one, else the file */
  bytes: number;
}
export interface FirstLoad {
  files: FirstLoadFile[];
  bytes: number;
}
/** Each page route's first-load JavaScript, by route id, from packages/web's build. */
export function firstLoadJs(webDir: string): Promise<Record<string, FirstLoad>>;
