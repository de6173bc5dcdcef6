/** Types of site-copy.cjs (CommonJS, so Node scripts and Jest load it as it is). */
export declare const SITE_FILES: string[]
export declare function copySite(dir: string, contentDir: string, sourceRoot?: string): void
