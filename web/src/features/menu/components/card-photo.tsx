import type { TPhoto } from '@app/shared/photos';
import classes from './catalog.module.css';

/**
 * How wide a card's photo is drawn, for the browser to pick from the srcset: the grid of
 * catalog.module.css (one column below 48em, two up to 75em, three above, in the 1140 px container with
 * 16 px padding and gaps). The photo spans the card from border to border.
 */
export const CARD_PHOTO_SIZES =
  '(min-width: 75em) 360px, (min-width: 48em) calc(50vw - 24px), calc(100vw - 32px)';

/**
 * The widest file a card offers: 640 px is twice the width of a card on most screens; the 1280 px files
 * are for the details dialog. Without this cap a phone at a device pixel ratio of 1.75 or more picks
 * the 1280 px file for its 380 px wide card (four times the bytes of the 640 px one, for the page's
 * largest paint and every card after it); the cap costs a little sharpness on 3x phones.
 */
export const CARD_MAX_WIDTH = 640;

/** `srcset` without the candidates wider than `max` ('… 320w, … 640w, … 1280w' -> '… 320w, … 640w'). */
export function capSrcset(srcset: string, max: number = CARD_MAX_WIDTH): string {
  const candidates = srcset
    .split(',')
    .map((candidate) => candidate.trim())
    .filter((candidate) => candidate !== '');
  const kept = candidates.filter((candidate) => {
    const width = /\s(\d+)w$/.exec(candidate)?.[1];
    return width === undefined || Number(width) <= max;
  });
  // A photo whose every file is wider (none should be: 320 px always exists) keeps them all.
  return (kept.length > 0 ? kept : candidates).join(', ');
}

/**
 * How a card's photo loads: the first card's is the page's largest paint and is fetched first, the
 * next few (visible at once on a tablet or desktop) load at once, the rest when scrolled near.
 */
export type TPhotoLoading = 'first' | 'eager' | 'lazy';

interface TCardPhotoProps {
  photo: TPhoto | null | undefined;
  /** The dish's name: the photo's text alternative. */
  alt: string;
  loading: TPhotoLoading;
  /** The photo as a pointer target (the card's name button is the keyboard's). */
  onActivate?: (() => void) | undefined;
}

/**
 * The 4:3 box at the top of every card: the dish's photo (AVIF, WebP, then the JPEG sizes), or a
 * drawn placeholder of the same size (CSS only, no request), so cards line up and nothing shifts.
 */
export function CardPhoto({ photo, alt, loading, onActivate }: TCardPhotoProps) {
  if (!photo) return <div className={`${classes.photo} ${classes.noPhoto}`} aria-hidden="true" />;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a larger pointer target for the card's name button, which is the keyboard's way
    <picture className={classes.photo} onClick={onActivate} data-activates={onActivate ? '' : undefined}>
      {(photo.sources ?? []).map((source) => (
        <source
          key={source.type}
          type={source.type}
          srcSet={capSrcset(source.srcset)}
          sizes={CARD_PHOTO_SIZES}
        />
      ))}
      <img
        src={photo.url}
        srcSet={capSrcset(photo.srcset)}
        sizes={CARD_PHOTO_SIZES}
        width={photo.width}
        height={photo.height}
        alt={alt}
        loading={loading === 'lazy' ? 'lazy' : 'eager'}
        decoding={loading === 'lazy' ? 'async' : 'auto'}
        fetchPriority={loading === 'first' ? 'high' : undefined}
      />
    </picture>
  );
}

const preloaded = new Set<string>();

/**
 * Starts the download of a card's photo now, as the card will ask for it (the first source's type, the
 * card's srcset and sizes), at high priority: for the first card, the page's largest paint, as soon as
 * the menu's answer is in rather than after every card has rendered. Once per photo.
 */
export function preloadCardPhoto(photo: TPhoto): void {
  const source = photo.sources?.[0];
  const srcset = capSrcset(source?.srcset ?? photo.srcset);
  if (preloaded.has(srcset)) return;
  preloaded.add(srcset);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.setAttribute('imagesrcset', srcset);
  link.setAttribute('imagesizes', CARD_PHOTO_SIZES);
  link.setAttribute('fetchpriority', 'high');
  // A browser without AVIF skips a preload of that type, as its <picture> does.
  if (source) link.type = source.type;
  document.head.append(link);
}
