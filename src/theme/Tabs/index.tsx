import React, { useId } from 'react'
import * as styles from './styles.module.css'

export interface TabItemProps {
  value: string
  label?: string
}

/** One panel of <Tabs>; rendered by Tabs, never on its own. */
export function TabItem({ children }: React.PropsWithChildren<TabItemProps>) {
  return <>{children}</>
}

/**
 * ARIA tabs, rendered at build time with the first tab selected; src/theme/Tabs/client.ts switches them in
 * the browser (click, arrow keys, Home and End). Tabs with the same `groupId` switch together, and a group with
 * a storage slot (the API samples' language) is remembered across pages and visits. `defaultValue` names the tab
 * selected at first (the first one otherwise).
 */
export function Tabs({
  children,
  groupId,
  label,
  defaultValue,
}: React.PropsWithChildren<{ groupId?: string; label?: string; defaultValue?: string }>) {
  const items = React.Children.toArray(children).filter((child): child is React.ReactElement<React.PropsWithChildren<TabItemProps>> =>
    React.isValidElement(child),
  )
  const id = useId()
  const selected = Math.max(
    0,
    items.findIndex((item) => item.props.value === defaultValue),
  )
  return (
    <div className={styles.tabs}>
      <div role="tablist" className={styles.list} aria-label={label} data-tabs-group={groupId}>
        {items.map((item, index) => (
          <button
            key={item.props.value}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            data-value={item.props.value}
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
          tabIndex={0}
          className={styles.panel}
        >
          {item.props.children}
        </div>
      ))}
    </div>
  )
}
