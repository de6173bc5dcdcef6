import YAML from 'yaml'
import { ContentError } from './errors'

/** A YAML content file's text (authors.yaml, openapi.yaml) parsed; a syntax error names the file and its line. */
export function parseYamlText(text: string, sourceFile: string): unknown {
  try {
    return YAML.parse(text)
  } catch (error) {
    const line = (error as { linePos?: Array<{ line: number }> }).linePos?.[0]?.line
    throw new ContentError(sourceFile, `malformed YAML: ${(error as Error).message.split('\n')[0]}`, line)
  }
}
