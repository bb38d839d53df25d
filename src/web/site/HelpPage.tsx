import { Link } from 'wouter';
import { usePageMeta } from '../ui/usePageMeta.ts';
import { type ArticleSection, ArticleWithContents } from './ArticleWithContents.tsx';
import { company } from './companyContact.ts';

const sections: ArticleSection[] = [
  {
    id: 'workspaces',
    title: 'Workspaces',
    body: (
      <>
        <h3>What is a workspace?</h3>
        <p>
          A workspace is one AI agent: its name, the role it plays, the knowledge it answers from (files,
          texts and Q&amp;A pairs) and the chat widget you embed. Create one workspace per assistant, for
          example one for customer support and one for your internal IT desk.
        </p>
        <h3>How do I create my first workspace?</h3>
        <p>
          Open the dashboard. A three-step wizard asks for the agent’s name (Naming), what it should do and
          how it should speak (Defining Roles), and its first files (Uploading Files). Press Finish and you
          land on the Agent page of the new workspace. Later, choose “+ Create New Workspace” in the workspace
          selector at the top of the dashboard.
        </p>
        <h3>Can only my customers chat with the agent?</h3>
        <p>
          Yes. On the Agent page, turn on authentication and enter the URL your site uses to sign people in.
          The widget then chats only with visitors who are signed in to your site.
        </p>
        <p>
          <Link href="/dashboard">Open your dashboard</Link>
        </p>
      </>
    ),
  },
  {
    id: 'files',
    title: 'Files, texts and Q&A',
    body: (
      <>
        <h3>Which files can I upload?</h3>
        <p>
          Any file type can be stored. The agent reads the text of PDF, Word (DOCX), plain text, Markdown,
          CSV, JSON and HTML files. Each file may be up to 50 MB. Drag files onto the upload area or click it
          to pick several at once, then press “Upload Selected Files” and follow each file’s progress.
        </p>
        <h3>When should I write a text or a Q&amp;A pair instead?</h3>
        <p>
          Use a text for knowledge that is not in any document yet, such as this week’s opening hours. Use a
          Q&amp;A pair when an answer must be given exactly as written, such as a refund policy. Both are
          searched together with your files.
        </p>
        <h3>How do I remove outdated content?</h3>
        <p>
          Every file, text and Q&amp;A pair has a Delete action. After you confirm, the agent stops using it
          for new answers straight away.
        </p>
        <p>
          <Link href="/dashboard/files">Manage your files</Link>
        </p>
      </>
    ),
  },
  {
    id: 'widget',
    title: 'The chat widget',
    body: (
      <>
        <h3>How do I add the chat to my website?</h3>
        <p>
          Open Integration in the dashboard, choose the Javascript or the React tab and copy the snippet into
          your page. It already contains your workspace’s appId. The widget opens at 400 × 600 pixels; change
          the width and height in the snippet if your layout needs it.
        </p>
        <h3>Is the appId a secret?</h3>
        <p>
          No. The appId only identifies which agent the widget talks to, so it is safe in your page’s source.
          To limit who can chat, require sign-in on the Agent page.
        </p>
        <p>
          <Link href="/dashboard/integration">Get your embed snippet</Link>
        </p>
      </>
    ),
  },
  {
    id: 'data-insights',
    title: 'Data insights',
    body: (
      <>
        <h3>Which databases can I connect?</h3>
        <p>
          PostgreSQL, MySQL, SQL Server and MongoDB. On the Data Source page choose “Create New Database”,
          fill in host, port, database, user name and password, test the connection, and save it. Then press
          “Make Index” so the console learns your tables and columns.
        </p>
        <h3>How do I build my first report?</h3>
        <p>
          Create a project, open the Workbench and generate an initial layout. Edit any module to describe
          what it should show, pick its data source and its type (chart, table, KPI, text, pie or line), apply
          it, and press “Save Dashboard” when the page looks right.
        </p>
        <h3>Can a report change my data?</h3>
        <p>
          No. Report queries run read-only, with a time limit and a row limit, and connection passwords are
          stored encrypted. We still recommend a database user that can only read.
        </p>
        <p>
          <Link href="/data-insights-console">Open the Data Insights console</Link>
        </p>
      </>
    ),
  },
  {
    id: 'devops',
    title: 'The DevOps console',
    body: (
      <>
        <h3>What can I do in the DevOps console?</h3>
        <p>
          List your hosts with their status (Online, Offline or Maintenance), open a host to see memory, CPU,
          network and disk I/O over 10 minutes, an hour or a day, and use its tools: a terminal, firewall
          rules, port forwarding and Docker containers. The Pipelines page shows each pipeline’s last run and
          duration and lets you run it again.
        </p>
        <h3>Why do I see hosts I did not add?</h3>
        <p>
          The console opens with sample hosts and pipelines so you can try every tool safely. Changes you make
          there stay in your browser tab.
        </p>
        <p>
          <Link href="/devops-console">Open the DevOps console</Link>
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <>
        <h3>How do I change my password?</h3>
        <p>
          Open User Profile from the menu under your name, enter your current password and the new one twice.
          The new password needs at least 6 characters.
        </p>
        <h3>I still have a question</h3>
        <p>
          Write to <a href={`mailto:${company.email}`}>{company.email}</a> or use the{' '}
          <Link href="/contact">contact form</Link>. We answer within one business day.
        </p>
      </>
    ),
  },
];

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
