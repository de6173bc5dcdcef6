/**
 * docs/requirements.md §9: extra highlighting languages beyond Prism's defaults. Prism loads grammars by name at build
 * time (src/theme/CodeBlock/highlight.ts); these names must exist in prismjs/components.
 */
export const EXTRA_LANGUAGES = ['powershell', 'http', 'json', 'kotlin', 'java', 'swift', 'objectivec', 'groovy', 'textile', 'xml-doc'] as const

/** Fence names authors may use for the same grammar. */
export const PRISM_ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  ps1: 'powershell',
  objc: 'objectivec',
  kt: 'kotlin',
}
