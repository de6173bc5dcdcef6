/** What inline components show as text, for heading ids, search text and the Markdown export. */
export const inlineComponentText = (config: { brandName: string; supportEmail: string; apiBaseUrl: string }): Record<string, string> => ({
  Brand: config.brandName,
  SupportEmail: config.supportEmail,
  ApiBaseUrl: config.apiBaseUrl,
})
