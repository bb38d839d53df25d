import { Link } from 'wouter';
import { usePageMeta } from '../ui/usePageMeta.ts';
import { type ArticleSection, ArticleWithContents } from './ArticleWithContents.tsx';
import { company } from './companyContact.ts';

/** The age under which we do not knowingly collect personal information (spec §9). */
const CHILDREN_MIN_AGE = 13;

const sections: ArticleSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <p>We collect only what we need to run the service:</p>
        <ul>
          <li>
            <strong>Account information</strong>: your email address and password (stored as a salted hash,
            never in readable form), and any profile details you choose to add, such as a nickname, real name,
            phone number, language or avatar.
          </li>
          <li>
            <strong>Content you provide</strong>: files you upload, texts and question-and-answer pairs you
            write, workspace settings, database connection details and the report pages you create.
          </li>
          <li>
            <strong>Conversations</strong>: questions visitors ask your agents through the chat widget and the
            answers given, so the agent can keep context and you can review them.
          </li>
          <li>
            <strong>Messages to us</strong>: the name, email address, subject and message you send through our
            contact form.
          </li>
          <li>
            <strong>Technical data</strong>: IP address, browser type and the time of requests, kept in server
            logs to protect the service against abuse, for example by limiting repeated failed sign-ins.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your information',
    body: (
      <ul>
        <li>
          To provide the service: build and answer from your agents, run your reports and keep you signed in.
        </li>
        <li>
          To keep the service secure: detect abuse, investigate incidents and enforce our Terms of Service.
        </li>
        <li>
          To answer you when you contact us, and to send notices about your account or changes to these terms.
        </li>
        <li>To improve the product from aggregated, non-identifying usage figures.</li>
      </ul>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content and AI processing',
    body: (
      <>
        <p>
          Files, texts and Q&amp;A pairs are processed only to answer questions put to your own agents. We do
          not use your content to train models offered to other customers.
        </p>
        <p>
          If your workspace is configured to use an external language model provider, the passages retrieved
          for a question are sent to that provider to compose the answer. Database queries for reports run
          read-only, and database passwords are stored encrypted.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'When we share information',
    body: (
      <>
        <p>We do not sell personal information. We share it only:</p>
        <ul>
          <li>
            with service providers who host or operate the service for us, under written confidentiality and
            data protection terms;
          </li>
          <li>when the law requires it, and then only what is required;</li>
          <li>with a buyer or successor if the company is merged or sold, who must honour this policy.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        We keep account information and content for as long as your account is open. When you delete content
        it is removed from the service at once and from backups within 30 days. When you close your account we
        delete its content within 30 days, except what we must keep by law. Contact form messages are kept for
        two years.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Connections to the service are encrypted in transit. Passwords are hashed with a per-user salt,
        sessions use short-lived signed tokens, and each workspace and project is visible only to the account
        that owns it. No system is perfectly secure; if we learn of a breach that affects you, we will tell
        you without undue delay.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights and choices',
    body: (
      <p>
        You can see and correct your profile on the <Link href="/profile">User Profile</Link> page, and delete
        files, texts, Q&amp;A pairs and workspaces at any time. You may also ask us for a copy of your
        information, ask us to delete it, or object to a use of it, by writing to{' '}
        <a href={`mailto:${company.privacyEmail}`}>{company.privacyEmail}</a>. We answer within 30 days.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children’s privacy',
    body: (
      <p>
        The service is not directed to children under {CHILDREN_MIN_AGE}, and we do not knowingly collect
        personal information from children under {CHILDREN_MIN_AGE}. If you believe a child under{' '}
        {CHILDREN_MIN_AGE} has given us personal information, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy we update the date at the top. If a change materially affects how we use
        your information, we will notify you by email or in the product at least 30 days before it takes
        effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        {company.legalName}, {company.street}, {company.city}, {company.country}. Email{' '}
        <a href={`mailto:${company.privacyEmail}`}>{company.privacyEmail}</a> or use our{' '}
        <Link href="/contact">contact form</Link>.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  usePageMeta(
    'Privacy Policy',
    'What information AI Platform collects, how it is used and shared, how long it is kept, and the choices you have.',
  );
  return (
    <ArticleWithContents
      title="Privacy Policy"
      intro={
        <>
          <p>Last updated: January 15, 2025</p>
          <p>
            This policy explains what {company.legalName} collects when you use AI Platform, why, and what you
            can do about it.
          </p>
        </>
      }
      sections={sections}
    />
  );
}
