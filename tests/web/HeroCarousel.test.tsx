import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeroCarousel } from '../../src/web/site/landing/HeroCarousel.tsx';
import { heroSlides } from '../../src/web/site/landing/heroSlides.ts';

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
  }));
}

const visibleSlide = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .find((el) => !el.hidden)
    ?.getAttribute('aria-label');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('HeroCarousel', () => {
  it('names every control and shows one slide with its alt text', () => {
    preferReducedMotion(false);
    render(<HeroCarousel />);
    expect(screen.getByRole('region', { name: 'Product highlights' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    for (const name of ['Previous slide', 'Next slide', 'Stop slide rotation']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    for (const [i, slide] of heroSlides.entries()) {
      expect(screen.getByRole('button', { name: `Show slide ${i + 1}: ${slide.title}` })).toBeInTheDocument();
    }
    expect(visibleSlide()).toBe('1 of 3');
    expect(screen.getByRole('img', { name: heroSlides[0]!.alt })).toBeInTheDocument();
  });

  it('steps with Next, Previous and the dots, marking the current dot', async () => {
    preferReducedMotion(true);
    const user = userEvent.setup();
    render(<HeroCarousel />);
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide()).toBe('2 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlide()).toBe('3 of 3');
    await user.click(screen.getByRole('button', { name: /^Show slide 2/ }));
    expect(visibleSlide()).toBe('2 of 3');
    expect(screen.getByRole('button', { name: /^Show slide 2/ })).toHaveAttribute('aria-current', 'true');
  });

  it('advances every 3 seconds and stops when asked', () => {
    vi.useFakeTimers();
    preferReducedMotion(false);
    render(<HeroCarousel />);
    act(() => vi.advanceTimersByTime(3000));
    expect(visibleSlide()).toBe('2 of 3');
    act(() => screen.getByRole('button', { name: 'Stop slide rotation' }).click());
    act(() => vi.advanceTimersByTime(9000));
    expect(visibleSlide()).toBe('2 of 3');
    expect(screen.getByRole('button', { name: 'Start slide rotation' })).toBeInTheDocument();
  });

  it('stands still from the start when the visitor prefers reduced motion', () => {
    vi.useFakeTimers();
    preferReducedMotion(true);
    render(<HeroCarousel />);
    act(() => vi.advanceTimersByTime(9000));
    expect(visibleSlide()).toBe('1 of 3');
    expect(screen.getByRole('button', { name: 'Start slide rotation' })).toBeInTheDocument();
  });
});
