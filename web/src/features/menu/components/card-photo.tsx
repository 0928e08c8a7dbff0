import { CARD_PHOTO_SIZES, capSrcset, cardPhotoPreload, type TPhoto } from '@app/shared/photos';
import classes from './catalog.module.css';

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
  const preload = cardPhotoPreload(photo);
  if (preloaded.has(preload.imagesrcset)) return;
  preloaded.add(preload.imagesrcset);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.setAttribute('imagesrcset', preload.imagesrcset);
  link.setAttribute('imagesizes', preload.imagesizes);
  link.setAttribute('fetchpriority', 'high');
  // A browser without AVIF skips a preload of that type, as its <picture> does.
  if (preload.type) link.type = preload.type;
  document.head.append(link);
}
