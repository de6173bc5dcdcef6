import React from 'react'

/** Gatsby's runtime is not available under Jest: Link becomes a plain anchor, queries return fixtures. */
export const graphql = () => ''
export const withPrefix = (path: string) => path
export const navigate = jest.fn()
export const useStaticQuery = jest.fn()

export const Link = React.forwardRef<HTMLAnchorElement, React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; activeClassName?: string }>(
  function Link({ to, activeClassName: _active, children, ...rest }, ref) {
    return (
      <a ref={ref} href={to} {...rest}>
        {children}
      </a>
    )
  },
)
