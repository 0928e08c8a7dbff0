import { renderWithProviders } from '@test/render';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoryJump } from './category-jump';

/** An IntersectionObserver stand-in: the test says when it fires. */
function stubObserver() {
  const observers: { callback: () => void; options?: IntersectionObserverInit }[] = [];
  class FakeObserver {
    constructor(callback: () => void, options?: IntersectionObserverInit) {
      observers.push({ callback, options });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return observers;
}

/** Sections with the given top edges (px from the viewport's top). */
function sections(tops: Record<string, number>) {
  for (const [id, top] of Object.entries(tops)) {
    let section = document.getElementById(id);
    if (!section) {
      section = document.createElement('section');
      section.id = id;
      document.body.append(section);
    }
    section.getBoundingClientRect = () => ({ top }) as DOMRect;
  }
}

const targets = [
  { sectionId: 'sushi', label: 'Sushi' },
  { sectionId: 'curry', label: 'Curries' },
  { sectionId: 'dessert', label: 'Desserts' },
];

describe('CategoryJump', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('marks the category being read: the last whose top passed 45 % of the viewport, else the first', () => {
    const observers = stubObserver();
    window.innerHeight = 1000;
    sections({ sushi: 600, curry: 1400, dessert: 2400 });
    renderWithProviders(<CategoryJump pathname="/menu" targets={targets} />);
    const link = (name: string) => screen.getByRole('link', { name });
    const fire = () => act(() => observers.at(-1)?.callback());

    // The band starts under the header (64) and the bar (64), ends at 45 %.
    expect(observers.at(-1)?.options?.rootMargin).toBe('-128px 0px -55% 0px');
    fire();
    expect(link('Sushi')).toHaveAttribute('aria-current', 'true');

    sections({ sushi: -900, curry: 300, dessert: 1300 });
    fire();
    expect(link('Curries')).toHaveAttribute('aria-current', 'true');
    expect(link('Sushi')).not.toHaveAttribute('aria-current');
    expect(link('Desserts')).not.toHaveAttribute('aria-current');

    sections({ sushi: -3000, curry: -2000, dessert: 100 });
    fire();
    expect(link('Desserts')).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByRole('link').filter((a) => a.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('shows no bar for a single category', () => {
    stubObserver();
    renderWithProviders(<CategoryJump pathname="/menu" targets={targets.slice(0, 1)} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
