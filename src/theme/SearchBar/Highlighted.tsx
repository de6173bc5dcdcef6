import React from 'react'
import { highlightParts } from '../../browser/highlightParts'

/** Text with the matched terms in <mark>, found as the page a result opens finds them; everything stays text. */
export function Highlighted({ text, terms }: { text: string; terms: string[] }) {
  return (
    <>
      {highlightParts(text, terms).map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : <React.Fragment key={index}>{part.text}</React.Fragment>,
      )}
    </>
  )
}
