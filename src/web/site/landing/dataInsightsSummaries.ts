/** One-line summaries of the Data Insights platform features for the landing page. */
export const dataInsightsSummaries: Record<string, string> = {
  'Natural Language Processing': 'Describe a chart or table in plain words.',
  'Seamless Integration': 'PostgreSQL, MySQL, SQL Server and MongoDB.',
  'AI-Powered Monitoring': 'See each module’s status and regenerate it.',
};

/** One line per 'AI-Powered' card on the landing page: what a team in that area reports on. */
export const aiPoweredSummaries: Record<string, string> = {
  Learning: 'Course completion and drop-off by cohort.',
  Shopping: 'Revenue by product, channel and region.',
  Health: 'Appointments, waiting times and no-shows.',
  Support: 'Ticket volume, response times and topics.',
  Security: 'Failed sign-ins and unusual access by hour.',
  Collaboration: 'One saved report page per project, shared.',
  Testing: 'Pass rates, flaky tests and build times.',
  'Q&A': 'Ask a question of your data, get a chart.',
};
