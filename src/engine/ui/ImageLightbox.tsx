// A record's pictures full-screen: arrows and swipes move through every
// picture of the record, Escape closes. The viewer's code and styles load on
// the first opening, so they stay out of the first page load.
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';

const Lightbox = lazy(async () => {
  await import('yet-another-react-lightbox/styles.css');
  return import('yet-another-react-lightbox');
});

export interface LightboxPicture {
  src: string;
  alt: string;
}

export interface ImageLightboxProps {
  pictures: readonly LightboxPicture[];
  /** The picture shown first; null: closed. */
  index: number | null;
  onClose(): void;
}

export function ImageLightbox({ pictures, index, onClose }: ImageLightboxProps) {
  const translate = useTranslate();
  if (index === null || !pictures.length) return null;
  const single = pictures.length === 1;
  return (
    <Suspense fallback={null}>
      <Lightbox
        open
        close={onClose}
        index={Math.min(index, pictures.length - 1)}
        slides={pictures.map(({ src, alt }) => ({ src, alt }))}
        carousel={{ finite: single }}
        controller={{ closeOnBackdropClick: true }}
        // One picture: nothing to move to.
        render={single ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
        labels={{
          Previous: translate('app.files.lightbox.previous'),
          Next: translate('app.files.lightbox.next'),
          Close: translate('app.files.lightbox.close'),
          Lightbox: translate('app.files.lightbox.label'),
          Carousel: translate('app.files.lightbox.label'),
          'Photo gallery': translate('app.files.lightbox.label'),
          Slide: translate('app.files.lightbox.slide'),
          // The library fills in {index} and {total}.
          '{index} of {total}': translate('app.files.lightbox.position'),
        }}
      />
    </Suspense>
  );
}
