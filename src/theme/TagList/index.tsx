import React from 'react'
import { Link } from 'gatsby'

/** A tag with its page and how many pages it lists, as createPages puts them in a tags page's context. */
export interface TagCount {
  label: string
  path: string
  count: number
}

/** The list of a tags page (docs or blog): each tag links to its page, with its count in words. */
export function TagList({ tags, countLabel }: { tags: TagCount[]; countLabel: (count: number) => string }) {
  return (
    <ul>
      {tags.map((tag) => (
        <li key={tag.path}>
          <Link to={tag.path}>{tag.label}</Link> ({countLabel(tag.count)})
        </li>
      ))}
    </ul>
  )
}
