/** docs/requirements.md §9: the layout switches between desktop and mobile at 996 px window width. */
export const DESKTOP_MIN_WIDTH = 996
export const MOBILE_MEDIA_QUERY = `(max-width: ${DESKTOP_MIN_WIDTH - 1}px)`
/** docs/requirements.md §9: theme spacing unit. */
export const SPACING_UNIT_PX = 8
