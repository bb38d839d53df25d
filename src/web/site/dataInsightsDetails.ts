/** The full-length texts of the Data Insights section on its product page. */
export const featureDetails: Record<string, string> = {
  'Natural Language Processing':
    'Write what you want to see, such as “monthly revenue by region as a bar chart”, and the planner turns it into a read-only query over your indexed schema, then renders the result as a chart, table, KPI or text module.',
  'Seamless Integration':
    'Add a connection with host, port, database and credentials, test it before you save it, and press Make Index to catalogue tables, columns, types, keys and sample values. Passwords are stored encrypted.',
  'AI-Powered Monitoring':
    'Every module on a report page shows its status. Apply a new description to regenerate one module, or save the page and every module that is not generated yet is generated first.',
};

export const areaDetails: Record<string, string> = {
  Learning:
    'Follow enrolment, completion and quiz scores by course and cohort, and find the lessons where learners drop off.',
  Shopping:
    'Break revenue down by product, channel and region, and compare average basket size month over month.',
  Health:
    'Chart appointment volume, waiting times and no-show rates across clinics from your scheduling database.',
  Support:
    'Track ticket volume, first-response time and the topics behind most contacts, straight from your helpdesk data.',
  Security:
    'Review failed sign-ins, permission changes and unusual access by hour as a report the whole team can read.',
  Collaboration:
    'Save report pages per project so product, finance and operations read the same numbers from the same source.',
  Testing:
    'Plot pass rates, flaky tests and build durations across releases from the database behind your CI.',
  'Q&A': 'Ask a question about your data in plain language and get back the table or chart that answers it.',
};
