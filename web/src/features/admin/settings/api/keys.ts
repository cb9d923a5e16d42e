/** adminSettingsKeys are the settings page's cache entries; each key is its URL. */
export const adminSettingsKeys = {
  settings: ['/api/admin/settings'] as const,
  engines: ['/api/admin/engines'] as const,
}
