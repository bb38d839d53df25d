import { Link } from 'wouter';
import { usePageMeta } from '../ui/usePageMeta.ts';
import { type ArticleSection, ArticleWithContents } from './ArticleWithContents.tsx';
import { company } from './companyContact.ts';

const sections: ArticleSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these terms',
    body: (
      <p>
        By creating an account or using AI Platform you agree to these Terms of Service and to our{' '}
        <Link href="/privacy">Privacy Policy</Link>. If you use the service for an organisation, you accept
        these terms on its behalf and confirm you may do so.
      </p>
    ),
  },
  {
    id: 'service',
    title: 'Description of the service',
    body: (
      <p>
        AI Platform provides tools to build conversational AI agents from content you upload or write, to
        embed those agents on your websites, to generate reports from databases you connect, and to manage
        infrastructure from a web console. Features may change as the service develops; we describe the
        current features on our website and in the product.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <p>
        You must give a valid email address and keep your password confidential. You are responsible for what
        happens under your account. Tell us at once if you suspect unauthorised use. You must be at least 13
        years old to use the service.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>upload content you have no right to use, or that is unlawful, deceptive or harmful;</li>
          <li>
            use an agent to impersonate a person or to give medical, legal or financial advice as if from a
            professional;
          </li>
          <li>probe, scan or test the vulnerability of the service, or bypass its limits or security;</li>
          <li>connect databases or hosts you are not authorised to access;</li>
          <li>resell the service without our written permission.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content',
    body: (
      <p>
        You keep all rights to the files, texts, Q&amp;A pairs and data you bring. You grant us the limited
        licence needed to store, index and process that content to run the service for you. You are
        responsible for checking answers your agents give before relying on them.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and changes',
    body: (
      <p>
        We work to keep the service available but do not promise it will be uninterrupted or error-free. We
        may change or discontinue features; if we discontinue the service we will give you at least 30 days’
        notice to export your content.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    body: (
      <p>
        You may stop using the service and close your account at any time. We may suspend or close an account
        that breaks these terms, after notice where the law and the circumstances allow.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <p>
        The service is provided “as is”. AI-generated answers and reports can be incomplete or wrong. To the
        extent the law allows, we disclaim all warranties, express or implied, including merchantability and
        fitness for a particular purpose.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <p>
        To the extent the law allows, {company.legalName} is not liable for indirect, incidental or
        consequential damages, or for lost profits or data, and our total liability for any claim is limited
        to the amounts you paid us in the twelve months before the claim arose.
      </p>
    ),
  },
  {
    id: 'claims',
    title: 'Time limit for claims',
    body: (
      <p>
        Any claim arising from or related to these terms or the service must be brought within one (1) year
        after the claim arose; otherwise it is permanently barred.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of the State of California, without regard to its conflict-of-law
        rules. The courts of San Francisco County, California, have exclusive jurisdiction.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. We will post the new version here with its date and, for material changes,
        notify you at least 30 days in advance. Using the service after a change takes effect means you accept
        it.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms: <a href={`mailto:${company.legalEmail}`}>{company.legalEmail}</a>,{' '}
        {company.legalName}, {company.street}, {company.city}, {company.country}.
      </p>
    ),
  },
];

export default function TermsPage() {
  usePageMeta(
    'Terms of Service',
    'The terms for using AI Platform: your account, acceptable use, your content, liability and the one-year period for claims.',
  );
  return (
    <ArticleWithContents
      title="Terms of Service"
      intro={
        <>
          <p>Last updated: January 15, 2025</p>
          <p>
            These terms are an agreement between you and {company.legalName} about your use of AI Platform.
          </p>
        </>
      }
      sections={sections}
    />
  );
}
