import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { noticeMachine } from '../../../machines/notice.machine.ts';
import { notice } from './controls.css.ts';

/** The success notice a screen's `notice` child holds; it goes by itself after `successNotice`. */
export function SuccessNotice({ actor }: { actor: ActorRefFrom<typeof noticeMachine> | undefined }) {
  const text = useSelector(actor, (snapshot) => snapshot?.context.text ?? null);
  if (!text) return null;
  return (
    <p className={notice.success} role="status">
      {text}
    </p>
  );
}
