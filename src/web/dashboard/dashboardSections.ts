import { bot, chart, clock, file, plug, question, textLines } from '../ui/iconPaths.ts';

/** The dashboard sections of the left navigation, in order (spec §2). */
export const dashboardSections = [
  { path: '/agent', label: 'Agent', icon: bot },
  { path: '/files', label: 'Files', icon: file },
  { path: '/text', label: 'Text', icon: textLines },
  { path: '/qna', label: 'Q&A', icon: question },
  { path: '/reports', label: 'Reports', icon: chart },
  { path: '/history', label: 'History', icon: clock },
  { path: '/integration', label: 'Integration', icon: plug },
] as const;
