import { useEffect, useRef, useState } from 'react'

/**
 * docs/requirements.md §2: the navbar hides on scroll down and shows on scroll up or near the top. "Near the top"
 * is the navbar's own height.
 */
export function useHideableNavbar(navbarHeight = 60): boolean {
  const [visible, setVisible] = useState(true)
  const last = useRef(0)
  useEffect(() => {
    last.current = window.scrollY
    const onScroll = () => {
      const y = window.scrollY
      if (y < navbarHeight) setVisible(true)
      else if (y > last.current + 2) setVisible(false)
      else if (y < last.current - 2) setVisible(true)
      last.current = y
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [navbarHeight])
  return visible
}
