import { useActor } from '@xstate/react';
import { useEffect } from 'react';
import { carouselMachine } from '../../../../machines/carousel.machine.ts';
import { inspect } from '../../inspector.ts';
import { Icon } from '../../ui/Icon.tsx';
import { chevronLeft, chevronRight, pause, play } from '../../ui/iconPaths.ts';
import * as s from './HeroCarousel.css.ts';
import { heroSlides } from './heroSlides.ts';
import { prefersReducedMotion } from './reducedMotion.ts';

/** The landing carousel (WAI-ARIA carousel pattern); the carousel machine decides what shows. */
export function HeroCarousel({ slides = heroSlides }: { slides?: typeof heroSlides }) {
  // The page is pre-rendered rotating (there is no visitor at build time), so the first render in
  // the browser must rotate too; a visitor who prefers reduced motion stops it right after.
  const [snap, send] = useActor(carouselMachine, {
    input: { slideCount: slides.length, reducedMotion: false },
    inspect,
  });
  useEffect(() => {
    if (prefersReducedMotion()) send({ type: 'carousel.stop' });
  }, [send]);

  const { index } = snap.context;
  const autoRotating = snap.matches({ rotating: 'playing' });
  const stopped = snap.matches('still');
  return (
    <section
      className={s.carousel}
      aria-roledescription="carousel"
      aria-label="Product highlights"
      onPointerEnter={() => send({ type: 'carousel.pointerEnter' })}
      onPointerLeave={() => send({ type: 'carousel.pointerLeave' })}
      onFocus={() => send({ type: 'carousel.focusIn' })}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          send({ type: 'carousel.focusOut' });
      }}
    >
      <div aria-live={autoRotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          // The WAI-ARIA carousel pattern names each slide as a group with a role description.
          // biome-ignore lint/a11y/useSemanticElements: a slide is not a form fieldset
          <div
            key={slide.title}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            hidden={i !== index}
            className={s.slide}
          >
            {/* The first slide is the first screen's largest picture; the others can wait. */}
            <img
              className={s.image}
              src={slide.image}
              alt={slide.alt}
              width={640}
              height={400}
              fetchPriority={i === 0 ? 'high' : 'low'}
            />
            <p className={s.slideTitle}>{slide.title}</p>
            <p className={s.slideText}>{slide.text}</p>
          </div>
        ))}
      </div>
      <div className={s.controls}>
        <button
          type="button"
          className={s.roundButton}
          aria-label={stopped ? 'Start slide rotation' : 'Stop slide rotation'}
          disabled={!snap.can({ type: stopped ? 'carousel.play' : 'carousel.stop' })}
          onClick={() => send({ type: stopped ? 'carousel.play' : 'carousel.stop' })}
        >
          <Icon path={stopped ? play : pause} size={20} />
        </button>
        <div className={s.dots}>
          <button
            type="button"
            className={s.roundButton}
            aria-label="Previous slide"
            onClick={() => send({ type: 'carousel.previous' })}
          >
            <Icon path={chevronLeft} size={20} />
          </button>
          {slides.map((slide, i) => (
            <button
              key={slide.title}
              type="button"
              className={s.dot}
              aria-label={`Show slide ${i + 1}: ${slide.title}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => send({ type: 'carousel.goTo', index: i })}
            />
          ))}
          <button
            type="button"
            className={s.roundButton}
            aria-label="Next slide"
            onClick={() => send({ type: 'carousel.next' })}
          >
            <Icon path={chevronRight} size={20} />
          </button>
        </div>
      </div>
    </section>
  );
}
