import type { TPhotoCrop } from '@app/shared/photos';
import { Box, Slider, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import Cropper from 'react-easy-crop';
import { useAdminT } from '@/i18n/use-i18n';
import { areaFromCrop, cropFromArea, maxZoom, PHOTO_RATIO, type TSize } from '../photo-crop';

interface TPhotoCropProps {
  /** The image shown (an object URL of the chosen file, or the stored original's URL). */
  image: string;
  /** Its size in pixels (as decoded, so after its EXIF rotation, as the server sees it). */
  size: TSize;
  /** Where the frame starts (a saved crop); the largest centred part without it. */
  initialCrop?: TPhotoCrop | undefined;
  /** Each time the owner lets go: the frame's part in whole pixels of the image. */
  onChange: (crop: TPhotoCrop) => void;
}

/**
 * The card's 4:3 frame over the photo: the owner drags the photo (mouse, touch, or the arrow
 * keys on the frame) and zooms it (slider, wheel, pinch), and the part inside the frame is what the
 * menu card shows. Zooming stops where the frame would cover fewer than 320 × 240 pixels.
 */
export function PhotoCrop({ image, size, initialCrop, onChange }: TPhotoCropProps) {
  const t = useAdminT();
  const hintId = useId();
  const [position, setPosition] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const highest = maxZoom(size);

  return (
    <Stack gap={6}>
      <Box
        pos="relative"
        w="100%"
        maw={480}
        style={{ aspectRatio: '4 / 3', borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
        bg="dark.7"
      >
        <Cropper
          image={image}
          crop={position}
          zoom={zoom}
          aspect={PHOTO_RATIO}
          minZoom={1}
          maxZoom={highest}
          keyboardStep={8}
          showGrid
          {...(initialCrop ? { initialCroppedAreaPercentages: areaFromCrop(initialCrop, size) } : {})}
          onCropChange={setPosition}
          onZoomChange={setZoom}
          onCropComplete={(area) => {
            const crop = cropFromArea(area, size);
            if (crop) onChange(crop);
          }}
          cropperProps={{
            role: 'group',
            'aria-label': t('foodItems.photo.cropArea'),
            'aria-describedby': hintId,
          }}
          mediaProps={{ alt: t('foodItems.photo.preview') }}
        />
      </Box>
      <Text id={hintId} size="xs" c="dimmed">
        {t('foodItems.photo.cropHint')}
      </Text>
      <Box maw={480}>
        <Text size="sm" aria-hidden="true">
          {t('foodItems.photo.zoom')} · {Math.round(zoom * 100)} %
        </Text>
        <Slider
          value={zoom}
          min={1}
          max={highest}
          step={0.01}
          disabled={highest <= 1}
          onChange={setZoom}
          thumbLabel={t('foodItems.photo.zoom')}
          thumbValueText={(value) => `${Math.round(value * 100)} %`}
          label={null}
          mt={4}
        />
      </Box>
    </Stack>
  );
}
