import { CARD_PHOTO_SIZES, capSrcset } from '@app/shared/photos';
import { photo } from '@test/fixtures';
import { renderWithProviders } from '@test/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CatalogItemCard } from './catalog-item-card';

const base = { name: 'Phở Bò', description: 'Rice noodle soup.', price: 18.5, available: true };

describe('CatalogItemCard photo', () => {
  it('draws the photo as a picture: AVIF and WebP sources, then the JPEG sizes, at the grid widths', () => {
    const { container } = renderWithProviders(<CatalogItemCard {...base} photo={photo('h1')} />);
    const img = screen.getByRole('img', { name: 'Phở Bò' });
    expect(img).toHaveAttribute('src', '/api/photos/h1-640.jpg');
    // Up to 640 px: twice a card's width; the 1280 px files are the details dialog's.
    expect(img.getAttribute('srcset')).toBe('/api/photos/h1-320.jpg 320w, /api/photos/h1-640.jpg 640w');
    // The grid: three columns of 360 px from 75em, two from 48em; below, a 96 px thumbnail (catalog.module.css).
    expect(img).toHaveAttribute('sizes', CARD_PHOTO_SIZES);
    expect(CARD_PHOTO_SIZES).toBe('(min-width: 75em) 360px, (min-width: 48em) calc(50vw - 24px), 96px');
    // The box is reserved before the file arrives: the photo's own size, 4:3.
    expect(img).toHaveAttribute('width', '1280');
    expect(img).toHaveAttribute('height', '960');
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources.every((source) => source.getAttribute('sizes') === CARD_PHOTO_SIZES)).toBe(true);
    expect(sources[0]?.getAttribute('srcset')).toBe(
      '/api/photos/h1-320.avif 320w, /api/photos/h1-640.avif 640w',
    );
    expect(img.parentElement?.tagName).toBe('PICTURE');
  });

  it('loads a card below the fold lazily, the first cards at once, the very first with high priority', () => {
    renderWithProviders(
      <>
        <CatalogItemCard {...base} name="First" photo={photo('a')} photoLoading="first" />
        <CatalogItemCard {...base} name="Second" photo={photo('b')} photoLoading="eager" />
        <CatalogItemCard {...base} name="Tenth" photo={photo('c')} />
      </>,
    );
    const first = screen.getByRole('img', { name: 'First' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    const second = screen.getByRole('img', { name: 'Second' });
    expect(second).toHaveAttribute('loading', 'eager');
    expect(second).not.toHaveAttribute('fetchpriority');
    const tenth = screen.getByRole('img', { name: 'Tenth' });
    expect(tenth).toHaveAttribute('loading', 'lazy');
    expect(tenth).toHaveAttribute('decoding', 'async');
    expect(tenth).not.toHaveAttribute('fetchpriority');
  });

  it('an item without a photo gets the drawn placeholder in the same box, and no image at all', () => {
    const { container } = renderWithProviders(<CatalogItemCard {...base} photo={null} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('picture')).toBeNull();
    const placeholder = container.querySelector('article div[aria-hidden="true"]');
    expect(placeholder).not.toBeNull();
    expect(placeholder?.className).toMatch(/photo/);
  });

  it('with details to open, the name is a button in the heading, and the photo opens them too', async () => {
    const onOpen = vi.fn();
    renderWithProviders(<CatalogItemCard {...base} photo={photo()} onOpen={onOpen} />);
    const heading = screen.getByRole('heading', { level: 3, name: 'Phở Bò' });
    const button = screen.getByRole('button', { name: 'Phở Bò' });
    expect(heading).toContainElement(button);
    await userEvent.click(button);
    expect(onOpen).toHaveBeenLastCalledWith(button);
    await userEvent.click(screen.getByRole('img', { name: 'Phở Bò' }));
    expect(onOpen).toHaveBeenCalledTimes(2);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onOpen).toHaveBeenCalledTimes(4);
  });

  it('without details to open, the name is plain text', () => {
    renderWithProviders(<CatalogItemCard {...base} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Phở Bò' })).toBeInTheDocument();
  });

  it('caps a srcset at 640 px, keeping every candidate of a photo that has only larger ones', () => {
    expect(capSrcset('a-320.jpg 320w, a-640.jpg 640w, a-1280.jpg 1280w')).toBe(
      'a-320.jpg 320w, a-640.jpg 640w',
    );
    expect(capSrcset('b-1280.jpg 1280w')).toBe('b-1280.jpg 1280w');
    expect(capSrcset('c.jpg')).toBe('c.jpg');
  });
});
