/** docs/requirements.md §9: the layout switches between desktop and mobile at 996 px window width. */
export const DESKTOP_MIN_WIDTH = 996
/**
 * The mobile layout's media query. CSS cannot import it (Gatsby's CSS pipeline has no custom-media step), so the
 * stylesheets write it out and tokens.test.ts holds every one of them to this value.
 */
export const MOBILE_MEDIA_QUERY = `(max-width: ${DESKTOP_MIN_WIDTH - 1}px)`
