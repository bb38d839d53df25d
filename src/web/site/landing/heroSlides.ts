/** The slides of the landing carousel: one per product, each with its illustration in public/. */
export const heroSlides = [
  {
    title: 'Agents that know your business',
    text: 'Upload manuals and FAQs; your agent answers with the source it used.',
    image: '/illustrations/agents.svg',
    alt: 'Documents feeding a chat window where an agent answers.',
  },
  {
    title: 'Reports from a plain question',
    text: 'Connect your database, describe the page you need, get the charts.',
    image: '/illustrations/insights.svg',
    alt: 'A report with key figures, a bar chart and a pie chart.',
  },
  {
    title: 'Every host in one console',
    text: 'Host health, firewall rules, containers and pipelines side by side.',
    image: '/illustrations/devops.svg',
    alt: 'Servers with status lights beside a build, test and deploy pipeline.',
  },
];
