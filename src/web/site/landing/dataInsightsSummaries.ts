/** One-line summaries of the Data Insights platform features for the landing page. */
export const dataInsightsSummaries: Record<string, string> = {
  'Natural Language Processing': 'Describe a chart or table in plain words.',
  'Seamless Integration': 'PostgreSQL, MySQL, SQL Server and MongoDB.',
  'AI-Powered Monitoring': 'See each module’s status and regenerate it.',
};
