import type { TAdminPhoto, TPhotoCrop } from '@app/shared/photos';
import { Box, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type DragEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { boldText } from '@/components/rich-text';
import { useAdminT } from '@/i18n/use-i18n';
import {
  centredCrop,
  largeEnough,
  PHOTO_ACCEPT,
  precheckPhoto,
  type TPhotoPrecheck,
  type TSize,
} from '../photo-crop';

// The crop frame (react-easy-crop) loads when a photo is shown in it, not with the dialog.
const PhotoCrop = lazy(() => import('./photo-crop').then((module) => ({ default: module.PhotoCrop })));

/**
 * What the dialog will do with the photo when it is saved: upload a chosen file with the frame's crop
 * (crop null: the server's centred part, e.g. for a HEIC this browser cannot show), or crop the stored
 * original anew.
 */
export type TPhotoDraft =
  | { kind: 'new'; file: File; url: string; size: TSize | 'loading' | 'unreadable'; crop: TPhotoCrop | null }
  | { kind: 'recrop'; crop: TPhotoCrop };

interface TFoodPhotoFieldProps {
  /** The dish's name, for the removal's question. */
  dishName: string;
  /** The saved photo; null without one. */
  photo: TAdminPhoto | null;
  draft: TPhotoDraft | null;
  onDraftChange: (draft: TPhotoDraft | null) => void;
  /** A message under the field (a refused file, the server's refusal of the upload). */
  error: string | null;
  onError: (message: string | null) => void;
  /** 0 to 1 while the photo is being sent. */
  progress: number | null;
  /** Removes the saved photo (after the owner confirmed); null while the dish is not saved yet. */
  onRemove: (() => Promise<unknown>) | null;
}

const PRECHECK_TEXT = {
  tooLarge: 'foodItems.photo.tooLarge',
  notImage: 'foodItems.photo.notImage',
} as const satisfies Record<TPhotoPrecheck, string>;

/**
 * The food item dialog's photo: dropped on the field, chosen, or taken with a tablet's camera;
 * shown in the card's 4:3 frame to choose its crop; sent when the dialog is saved (so a new dish's photo
 * goes right after the dish is created). A saved photo shows as the card will, with Change crop,
 * Replace and Remove (at once, after a confirmation).
 */
export function FoodPhotoField({
  dishName,
  photo,
  draft,
  onDraftChange,
  error,
  onError,
  progress,
  onRemove,
}: TFoodPhotoFieldProps) {
  const t = useAdminT();
  const titleId = useId();
  const errorId = useId();
  const chooseRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  // A tablet or phone offers its camera; a desktop's chooser would only show files again.
  const touch = useMediaQuery('(any-pointer: coarse)');
  const [dragging, setDragging] = useState(false);
  const [removing, setRemoving] = useState(false);
  const busy = progress !== null;

  // The chosen file's size once decoded (as an <img> shows it: rotated by its EXIF orientation).
  const pendingUrl = draft?.kind === 'new' && draft.size === 'loading' ? draft.url : null;
  useEffect(() => {
    if (!pendingUrl || !draft || draft.kind !== 'new') return;
    const image = new Image();
    let live = true;
    image.onload = () => {
      if (!live) return;
      const size = { width: image.naturalWidth, height: image.naturalHeight };
      if (!largeEnough(size)) {
        onError(t('foodItems.photo.tooSmall'));
        onDraftChange(null);
        return;
      }
      onDraftChange({ ...draft, size, crop: centredCrop(size) });
    };
    // Not for this browser (HEIC outside Safari), or not an image at all: the server decides.
    image.onerror = () => {
      if (live) onDraftChange({ ...draft, size: 'unreadable', crop: null });
    };
    image.src = pendingUrl;
    return () => {
      live = false;
    };
  }, [pendingUrl, draft, onDraftChange, onError, t]);

  function take(file: File | undefined) {
    if (!file || busy) return;
    const refused = precheckPhoto(file);
    if (refused) {
      onError(t(PRECHECK_TEXT[refused]));
      return;
    }
    onError(null);
    onDraftChange({ kind: 'new', file, url: URL.createObjectURL(file), size: 'loading', crop: null });
  }

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };
  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (!Array.from(event.dataTransfer.types).includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const describedBy = error ? errorId : undefined;
  const chooseButtons = (replacing: boolean) => (
    <>
      <Button
        variant={replacing ? 'default' : 'filled'}
        onClick={() => chooseRef.current?.click()}
        disabled={busy}
        aria-describedby={describedBy}
      >
        {replacing ? t('foodItems.photo.replace') : t('foodItems.photo.choose')}
      </Button>
      {touch ? (
        <Button
          variant="default"
          onClick={() => cameraRef.current?.click()}
          disabled={busy}
          aria-describedby={describedBy}
        >
          {t('foodItems.photo.take')}
        </Button>
      ) : null}
    </>
  );

  let body: React.ReactNode;
  if (draft?.kind === 'new') {
    body = (
      <>
        {draft.size === 'unreadable' ? (
          <Text size="sm">{t('foodItems.photo.noPreview', { file: draft.file.name })}</Text>
        ) : draft.size === 'loading' ? null : (
          <Suspense fallback={<Box maw={480} style={{ aspectRatio: '4 / 3' }} bg="gray.1" />}>
            <PhotoCrop
              image={draft.url}
              size={draft.size}
              onChange={(crop) => onDraftChange({ ...draft, crop })}
            />
          </Suspense>
        )}
        <Text size="xs" c="dimmed">
          {t('foodItems.photo.savedWithDish')}
        </Text>
        <Group gap="xs">
          {chooseButtons(true)}
          <Button variant="subtle" onClick={() => onDraftChange(null)} disabled={busy}>
            {t('foodItems.photo.discard')}
          </Button>
        </Group>
      </>
    );
  } else if (draft?.kind === 'recrop' && photo) {
    body = (
      <>
        <Suspense fallback={<Box maw={480} style={{ aspectRatio: '4 / 3' }} bg="gray.1" />}>
          <PhotoCrop
            image={photo.original.url}
            size={photo.original}
            initialCrop={photo.crop}
            onChange={(crop) => onDraftChange({ kind: 'recrop', crop })}
          />
        </Suspense>
        <Text size="xs" c="dimmed">
          {t('foodItems.photo.savedWithDish')}
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={() => onDraftChange(null)} disabled={busy}>
            {t('foodItems.photo.keepCrop')}
          </Button>
        </Group>
      </>
    );
  } else if (photo) {
    body = (
      <>
        <picture>
          {photo.sources?.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcset} sizes="320px" />
          ))}
          <img
            src={photo.url}
            srcSet={photo.srcset}
            sizes="320px"
            width={photo.width}
            height={photo.height}
            alt={t('foodItems.photo.current')}
            style={{
              display: 'block',
              width: '100%',
              maxWidth: 320,
              height: 'auto',
              borderRadius: 'var(--mantine-radius-sm)',
            }}
          />
        </picture>
        <Group gap="xs">
          <Button
            variant="default"
            onClick={() => {
              onError(null);
              onDraftChange({ kind: 'recrop', crop: photo.crop });
            }}
            disabled={busy}
          >
            {t('foodItems.photo.changeCrop')}
          </Button>
          {chooseButtons(true)}
          {onRemove ? (
            <Button variant="subtle" color="red" onClick={() => setRemoving(true)} disabled={busy}>
              {t('foodItems.photo.remove')}
            </Button>
          ) : null}
        </Group>
      </>
    );
  } else {
    body = (
      <Stack
        gap="xs"
        align="center"
        p="md"
        style={{
          border: `2px dashed var(--mantine-color-${dragging ? 'blue-6' : 'gray-4'})`,
          borderRadius: 'var(--mantine-radius-md)',
          background: dragging ? 'var(--mantine-color-blue-0)' : undefined,
        }}
      >
        <Text size="sm" ta="center">
          {t('foodItems.photo.drop')}
        </Text>
        <Group gap="xs" justify="center">
          {chooseButtons(false)}
        </Group>
      </Stack>
    );
  }

  return (
    <section
      aria-labelledby={titleId}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <Stack gap="xs">
        <Title order={2} fz="md" id={titleId}>
          {t('foodItems.photo.title')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('foodItems.photo.hint')}
        </Text>
        {body}
        {progress !== null ? (
          <Progress
            value={Math.round(progress * 100)}
            animated
            aria-label={t('foodItems.photo.uploading')}
            maw={480}
          />
        ) : null}
        {error ? (
          <Text id={errorId} size="sm" c="red" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
      <input
        ref={chooseRef}
        type="file"
        accept={PHOTO_ACCEPT}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          take(event.currentTarget.files?.[0]);
          event.currentTarget.value = '';
        }}
      />
      <input
        ref={cameraRef}
        type="file"
        accept={PHOTO_ACCEPT}
        capture="environment"
        hidden
        tabIndex={-1}
        onChange={(event) => {
          take(event.currentTarget.files?.[0]);
          event.currentTarget.value = '';
        }}
      />
      <ConfirmDeleteDialog
        item={removing && onRemove ? dishName : null}
        title={t('foodItems.photo.removeTitle')}
        question={(name) => boldText((values) => t('foodItems.photo.removeQuestion', values), { name })}
        onDelete={() => (onRemove ? onRemove() : Promise.resolve())}
        successMessage={t('foodItems.photo.removed')}
        keepOpenOnFailure
        onClose={() => setRemoving(false)}
      />
    </section>
  );
}
