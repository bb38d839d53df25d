import agentChat from '../illustrations/agentChat.svg';
import reportCharts from '../illustrations/reportCharts.svg?no-inline';
import serverPipeline from '../illustrations/serverPipeline.svg?no-inline';

/**
 * The slides of the landing carousel: one per product, each with its illustration. The first one
 * is small enough for the build to write into the page, so it shows with the first paint; the
 * others are files, fetched at low priority.
 */
export const heroSlides = [
  {
    title: 'Agents that know your business',
    text: 'Upload manuals and FAQs; your agent answers with the source it used.',
    image: agentChat,
    alt: 'Documents feeding a chat window where an agent answers.',
  },
  {
    title: 'Reports from a plain question',
    text: 'Connect your database, describe the page you need, get the charts.',
    image: reportCharts,
    alt: 'A report with key figures, a bar chart and a pie chart.',
  },
  {
    title: 'Every host in one console',
    text: 'Host health, firewall rules, containers and pipelines side by side.',
    image: serverPipeline,
    alt: 'Servers with status lights beside a build, test and deploy pipeline.',
  },
];
