/** A problem in a content file; `line` is 1-based in the file as the author sees it. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly problem: string,
    readonly line?: number,
  ) {
    super(`${file}${line ? `:${line}` : ''}: ${problem}`)
    this.name = 'ContentError'
  }
}

/** Warnings of one kind are collected during the build and printed once, grouped (STYLE.md). */
export class WarningCollector {
  private readonly groups = new Map<string, string[]>()

  add(group: string, message: string): void {
    const list = this.groups.get(group) ?? []
    list.push(message)
    this.groups.set(group, list)
  }

  get size(): number {
    let total = 0
    for (const list of this.groups.values()) total += list.length
    return total
  }

  format(): string {
    return [...this.groups.entries()].map(([group, list]) => `${group} (${list.length}):\n${list.map((m) => `  - ${m}`).join('\n')}`).join('\n')
  }
}
