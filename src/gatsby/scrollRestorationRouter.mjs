// What gatsby-react-router-scroll's useScrollRestoration reads of Gatsby's router, required in its place in the
// browser bundle (src/gatsby/webpack.ts, routerOfScrollRestoration): a CommonJS require of the router itself keeps
// every export of the router.
export { useLocation } from '@gatsbyjs/reach-router'
