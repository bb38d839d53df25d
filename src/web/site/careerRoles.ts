/** The open positions listed on /careers; applications go by email. */
export const openRoles = [
  {
    title: 'Senior Frontend Engineer',
    team: 'Product',
    location: 'Remote (Americas or Europe)',
    type: 'Full-time',
    summary:
      'Own the dashboard and the Data Insights workbench: React, TypeScript and state machines, with accessibility and bundle size treated as features.',
  },
  {
    title: 'Backend Engineer, Retrieval',
    team: 'AI',
    location: 'San Francisco or Remote',
    type: 'Full-time',
    summary:
      'Improve how we extract, chunk and rank knowledge from customer files, and measure answer quality with real evaluation sets.',
  },
  {
    title: 'Site Reliability Engineer',
    team: 'Infrastructure',
    location: 'Lisbon or Remote (Europe)',
    type: 'Full-time',
    summary:
      'Run PostgreSQL, object storage and our API fleet; design the on-call rota, the runbooks and the dashboards you would want at 3 a.m.',
  },
  {
    title: 'Product Designer',
    team: 'Product',
    location: 'Remote',
    type: 'Full-time',
    summary:
      'Design the first hour of a new customer: from signing up to an embedded agent answering questions on their own site.',
  },
  {
    title: 'Customer Success Manager',
    team: 'Customers',
    location: 'Bangalore',
    type: 'Full-time',
    summary:
      'Guide new customers from their first workspace to a live widget, and bring what you learn back to the product team every week.',
  },
];
