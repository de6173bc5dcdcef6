/** The class names given, leaving out false, empty and missing ones: `classNames(styles.link, active && styles.active)`. */
export const classNames = (...names: Array<string | false | null | undefined>): string => names.filter(Boolean).join(' ')
