/** The dashboard sections of the left navigation, in order (spec §2). */
export const dashboardSections = [
  { path: '/agent', label: 'Agent' },
  { path: '/files', label: 'Files' },
  { path: '/text', label: 'Text' },
  { path: '/qna', label: 'Q&A' },
  { path: '/reports', label: 'Reports' },
  { path: '/history', label: 'History' },
  { path: '/integration', label: 'Integration' },
] as const;
