import { useState } from 'react';
import { DEMO_APP_ID } from '../../../contract/demoAgent.ts';
import { button } from '../../ui/controls.css.ts';
import * as p from '../Page.css.ts';
import * as s from './LiveDemo.css.ts';

/**
 * A real agent built on the product, answering from our Help Center through the public chat API.
 * Its chat window loads only when the visitor starts it, so the page's first paint pays nothing.
 */
export function LiveDemo() {
  const [started, setStarted] = useState(false);
  return (
    <section className={p.band} aria-labelledby="live-demo-title">
      <div className={`${p.inner} ${p.split}`}>
        <div>
          <p className={p.eyebrow}>Live demo</p>
          <h2 id="live-demo-title" className={p.sectionTitle}>
            Ask our own help agent
          </h2>
          <p className={p.lead}>
            This agent runs on AI Platform with our Help Center as its knowledge. Ask it what you would ask
            us; each answer shows the source it came from.
          </p>
          <ul className={s.questions}>
            <li>Which files can I upload?</li>
            <li>How do I add the chat to my website?</li>
            <li>Can a report change my data?</li>
          </ul>
        </div>
        <div className={s.frameBox}>
          {started ? (
            <iframe className={s.frame} src={`/chat/${DEMO_APP_ID}`} title="AI Platform help agent" />
          ) : (
            <button type="button" className={button.primary} onClick={() => setStarted(true)}>
              Start the live demo
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
