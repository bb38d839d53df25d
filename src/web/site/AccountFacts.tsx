import type { Profile } from '../../contract/auth.ts';
import { card } from '../ui/controls.css.ts';
import * as s from './ProfilePage.css.ts';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function AccountFacts({ profile }: { profile: Profile }) {
  const facts: Array<[string, string]> = [
    ['Email', profile.email],
    // The account name is the email for everyone who signed up with one: shown once.
    ...(profile.account.toLowerCase() === profile.email.toLowerCase()
      ? []
      : ([['Account', profile.account]] as Array<[string, string]>)),
    ['Status', profile.status],
    ['Member since', dateTime.format(new Date(profile.gmtCreated))],
    ['Last updated', dateTime.format(new Date(profile.gmtModified))],
  ];
  return (
    <section className={card} aria-labelledby="account-heading">
      <h2 id="account-heading">Account information</h2>
      <dl className={s.facts}>
        {facts.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={s.term}>{term}</dt>
            <dd className={s.definition}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
