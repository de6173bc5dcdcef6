/** Types of source-files.cjs (CommonJS, so Node scripts and Jest load it as it is). */
export interface SourceFile {
  path: string
  size: number
  mtimeMs: number
}
export declare function sourceFiles(paths: string[]): SourceFile[]
export declare function newestSource(paths: string[]): SourceFile | null
