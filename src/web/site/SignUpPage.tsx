import { liveSignUpMachine } from '../api/signUpFlow.ts';
import { usePageMeta } from '../ui/usePageMeta.ts';
import * as s from './AuthPage.css.ts';
import { SignUpForm } from './SignUpForm.tsx';

export default function SignUpPage() {
  usePageMeta('Sign Up', 'Create your AI Platform account.');
  return (
    <div className={s.page}>
      <SignUpForm machine={liveSignUpMachine} />
    </div>
  );
}
