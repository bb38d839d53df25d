import { Fragment, type ReactNode } from 'react';
import { Link } from 'wouter';
import { helpTopics } from '../../contract/helpTopics.ts';
import { usePageMeta } from '../ui/usePageMeta.ts';
import { type ArticleSection, ArticleWithContents } from './ArticleWithContents.tsx';
import { company } from './companyContact.ts';

/** Where each topic leads in the product, and what only the page says (the ways to reach us). */
const topicEndings: Record<string, ReactNode> = {
  workspaces: <Link href="/dashboard">Open your dashboard</Link>,
  files: <Link href="/dashboard/files">Manage your files</Link>,
  widget: <Link href="/dashboard/integration">Get your embed snippet</Link>,
  'data-insights': <Link href="/data-insights-console">Open the Data Insights console</Link>,
  devops: <Link href="/devops-console">Open the DevOps console</Link>,
};

const stillAQuestion = (
  <>
    <h3>I still have a question</h3>
    <p>
      Write to <a href={`mailto:${company.email}`}>{company.email}</a> or use the{' '}
      <Link href="/contact">contact form</Link>. We answer within one business day.
    </p>
  </>
);

const sections: ArticleSection[] = helpTopics.map((topic) => ({
  id: topic.id,
  title: topic.title,
  body: (
    <>
      {topic.questions.map(({ question, answer }) => (
        <Fragment key={question}>
          <h3>{question}</h3>
          <p>{answer}</p>
        </Fragment>
      ))}
      {topicEndings[topic.id] ? <p>{topicEndings[topic.id]}</p> : null}
      {topic.id === 'account' ? stillAQuestion : null}
    </>
  ),
}));

export default function HelpPage() {
  usePageMeta(
    'Help Center',
    'Answers about workspaces, files, the chat widget, the Data Insights console and the DevOps console of AI Platform.',
  );
  return (
    <ArticleWithContents
      title="Help Center"
      intro={
        <p>Answers to the questions new users ask most, with a link to the right place in the product.</p>
      }
      sections={sections}
    />
  );
}
