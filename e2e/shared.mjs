/** Objects the suite's global hooks create and every spec uses. */
export const shared = { server: null, browser: null }
