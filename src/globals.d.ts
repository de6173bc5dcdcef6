declare module '*.module.css' {
  const classes: { readonly [name: string]: string }
  export = classes
}

declare module '*.css'

declare module 'github-slugger' {
  /** github-slugger 1.x (heading ids, src/node/body/remark.ts): one instance per document. */
  export default class GithubSlugger {
    slug(value: string, maintainCase?: boolean): string
    reset(): void
  }
}

declare module '*.woff2' {
  /** The URL webpack emits the font file under. */
  const url: string
  export default url
}

/** subset-font ships no types; the part this project calls (src/node/fonts/generateFonts.ts). */
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
    noLayoutClosure?: boolean
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>
}
