import React from 'react'
import { escapeRegExp } from '../../browser/highlightParam'

/** Text with the matched terms in <mark>; everything stays text (no HTML from the index or the URL). */
export function Highlighted({ text, terms }: { text: string; terms: string[] }) {
  const usable = terms.filter((t) => t.length >= 2)
  if (usable.length === 0) return <>{text}</>
  const pattern = new RegExp(`(${usable.map(escapeRegExp).join('|')})`, 'giu')
  const parts = text.replace(/ё/g, 'е').split(pattern)
  let offset = 0
  return (
    <>
      {parts.map((part, index) => {
        const original = text.slice(offset, offset + part.length)
        offset += part.length
        return index % 2 === 1 ? <mark key={index}>{original}</mark> : <React.Fragment key={index}>{original}</React.Fragment>
      })}
    </>
  )
}
