import React, { useId, useRef, useState } from 'react'
import * as styles from './styles.module.css'

export interface TabItemProps {
  value: string
  label?: string
}

/** One panel of <Tabs>; rendered by Tabs, never on its own. */
export function TabItem({ children }: React.PropsWithChildren<TabItemProps>) {
  return <>{children}</>
}

/** ARIA tabs: arrow keys move between tabs, only the selected panel is shown. */
export function Tabs({ children }: React.PropsWithChildren) {
  const items = React.Children.toArray(children).filter(
    (child): child is React.ReactElement<React.PropsWithChildren<TabItemProps>> => React.isValidElement(child),
  )
  const [selected, setSelected] = useState(0)
  const id = useId()
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([])
  const select = (index: number) => {
    const next = (index + items.length) % items.length
    setSelected(next)
    tabRefs.current[next]?.focus()
  }
  return (
    <div className={styles.tabs}>
      <div role="tablist" className={styles.list}>
        {items.map((item, index) => (
          <button
            key={item.props.value}
            ref={(el) => {
              tabRefs.current[index] = el
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(index)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') select(index + 1)
              if (event.key === 'ArrowLeft') select(index - 1)
            }}
          >
            {item.props.label ?? item.props.value}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
          className={styles.panel}
        >
          {item.props.children}
        </div>
      ))}
    </div>
  )
}
