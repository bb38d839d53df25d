import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { noticeMachine } from '../../../machines/notice.machine.ts';
import { Toast } from './Toast.tsx';

/** The success notice a screen's `notice` child holds; it goes by itself after `successNotice`. */
export function SuccessNotice({ actor }: { actor: ActorRefFrom<typeof noticeMachine> | undefined }) {
  const text = useSelector(actor, (snapshot) => snapshot?.context.text ?? null);
  return <Toast text={text} />;
}
