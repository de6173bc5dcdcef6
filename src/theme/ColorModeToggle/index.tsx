import React from 'react'
import { useColorMode } from '../../state/colorMode'
import { t } from '../../i18n/ru'
import { Icon } from '../Icon'
import * as styles from './styles.module.css'

export function ColorModeToggle() {
  const { colorMode, toggle } = useColorMode()
  const label = colorMode === 'dark' ? t('theme.colorMode.toLight') : t('theme.colorMode.toDark')
  return (
    <button type="button" className={styles.toggle} onClick={toggle} aria-label={label} title={label} data-testid="theme-toggle">
      {/* Both icons are rendered; CSS shows the one for the mode on <html>, so there is no flash. */}
      <span className={styles.toLight}>
        <Icon name="sun" />
      </span>
      <span className={styles.toDark}>
        <Icon name="moon" />
      </span>
    </button>
  )
}
