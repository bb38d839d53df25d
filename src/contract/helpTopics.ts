import { readableTypesPhrase } from './readableFiles.ts';

/**
 * The Help Center's questions and answers, by topic: the /help page shows them, and the demo agent
 * on the landing page answers from them (src/server/demoAgent.ts).
 */
export interface HelpTopic {
  id: string;
  title: string;
  questions: Array<{ question: string; answer: string }>;
}

export const helpTopics: HelpTopic[] = [
  {
    id: 'workspaces',
    title: 'Workspaces',
    questions: [
      {
        question: 'What is a workspace?',
        answer:
          'A workspace is one AI agent: its name, the role it plays, the knowledge it answers from (files, texts and Q&A pairs) and the chat widget you embed. Create one workspace per assistant, for example one for customer support and one for your internal IT desk.',
      },
      {
        question: 'How do I create my first workspace?',
        answer:
          'Open the dashboard. A three-step wizard asks for the agent’s name (Naming), what it should do and how it should speak (Defining Roles), and its first files (Uploading Files). Press Finish and you land on the Agent page of the new workspace. Later, choose “+ Create New Workspace” in the workspace selector at the top of the dashboard.',
      },
      {
        question: 'Can only my customers chat with the agent?',
        answer:
          'Yes. On the Agent page, turn on authentication and enter the URL your site uses to sign people in. The widget then chats only with visitors who are signed in to your site.',
      },
    ],
  },
  {
    id: 'files',
    title: 'Files, texts and Q&A',
    questions: [
      {
        question: 'Which files can I upload?',
        answer: `The agent reads the text of ${readableTypesPhrase} files. Other files you choose are listed as not read and are not uploaded. Each file may be up to 50 MB. Drag files onto the upload area or click it to pick several at once, then press “Upload Selected Files” and follow each file’s progress.`,
      },
      {
        question: 'When should I write a text or a Q&A pair instead?',
        answer:
          'Use a text for knowledge that is not in any document yet, such as this week’s opening hours. Use a Q&A pair when an answer must be given exactly as written, such as a refund policy. Both are searched together with your files.',
      },
      {
        question: 'How do I remove outdated content?',
        answer:
          'Every file, text and Q&A pair has a Delete action. After you confirm, the agent stops using it for new answers straight away.',
      },
    ],
  },
  {
    id: 'widget',
    title: 'The chat widget',
    questions: [
      {
        question: 'How do I add the chat to my website?',
        answer:
          'Open Integration in the dashboard, choose the Javascript or the React tab and copy the snippet into your page. It already contains your workspace’s appId. The widget opens at 400 × 600 pixels; change the width and height in the snippet if your layout needs it.',
      },
      {
        question: 'Is the appId a secret?',
        answer:
          'No. The appId only identifies which agent the widget talks to, so it is safe in your page’s source. To limit who can chat, require sign-in on the Agent page.',
      },
    ],
  },
  {
    id: 'data-insights',
    title: 'Data insights',
    questions: [
      {
        question: 'Which databases can I connect?',
        answer:
          'PostgreSQL, MySQL, SQL Server and MongoDB. On the Data Source page choose “Create New Database”, fill in host, port, database, user name and password, test the connection, and save it. Then press “Make Index” so the console learns your tables and columns.',
      },
      {
        question: 'How do I build my first report?',
        answer:
          'Create a project, open the Workbench and generate an initial layout. Edit any module to describe what it should show, pick its data source and its type (chart, table, KPI, text, pie or line), apply it, and press “Save Dashboard” when the page looks right.',
      },
      {
        question: 'Can a report change my data?',
        answer:
          'No. Report queries run read-only, with a time limit and a row limit, and connection passwords are stored encrypted. We still recommend a database user that can only read.',
      },
    ],
  },
  {
    id: 'devops',
    title: 'The DevOps console',
    questions: [
      {
        question: 'What can I do in the DevOps console?',
        answer:
          'List your hosts with their status (Online, Offline or Maintenance), open a host to see memory, CPU, network and disk I/O over 10 minutes, an hour or a day, and use its tools: a terminal, firewall rules, port forwarding and Docker containers. The Pipelines page shows each pipeline’s last run and duration and lets you run it again.',
      },
      {
        question: 'Why do I see hosts I did not add?',
        answer:
          'The console opens with sample hosts and pipelines so you can try every tool safely. Changes you make there stay in your browser tab.',
      },
    ],
  },
  {
    id: 'account',
    title: 'Your account',
    questions: [
      {
        question: 'How do I change my password?',
        answer:
          'Open User Profile from the menu under your name, enter your current password and the new one twice. The new password needs at least 6 characters.',
      },
    ],
  },
];
