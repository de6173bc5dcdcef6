import { createStateContext } from '../../state/createStateContext'
import type { PageApiData } from '../../reference/types'

/** The page's slice of the OpenAPI description, put in page context at build time. */
const [ApiDataProvider, useApiData] = createStateContext<PageApiData>('ApiData')
export { ApiDataProvider, useApiData }
