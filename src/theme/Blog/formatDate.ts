const MONTHS_GENITIVE = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря']

/** `2025-01-16` -> `16 января 2025` (the same on every machine, no ICU data involved). */
export function formatRussianDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number)
  return `${day} ${MONTHS_GENITIVE[month - 1]} ${year}`
}
