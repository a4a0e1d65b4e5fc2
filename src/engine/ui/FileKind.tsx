// The file kinds: image (one picture), images (a gallery) and file (a
// document). Lists show a thumbnail or the file's name, detail pages the
// pictures with a full-screen viewer over every picture of the record; forms
// upload a chosen or dropped file at once (FileKindInput.tsx).
import { useState, type MouseEvent } from 'react';
import { Badge, Box, Link, Stack } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useFieldValue, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { FileField } from '../kinds';
import type { EntitySchema } from '../schema';
import { getApiUrl } from './fileTransfer';
import { ImageLightbox, type LightboxPicture } from './ImageLightbox';
import { useInsideControl } from './ValueText';
import { useSchemaRegistry } from './registry';

export interface FileKindProps {
  source: string;
  label?: string;
  field: FileField;
  sortable?: boolean;
  /** The record's schema, for the viewer to go through all its pictures; found from the resource when not given. */
  schema?: EntitySchema;
}

/** The gallery limit when a field sets none (the same as the data rules'). */
export const DEFAULT_MAX_IMAGES = 20;
const STORED = '/api/v1/files/';

/** The URLs of a value: one, a list, or none. */
export function urlsOf(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];
}

/** A stored file's URL as the browser must ask for it: on the API's origin when that is another. */
export function fileHref(url: string): string {
  return url.startsWith(STORED) ? `${getApiUrl().replace(/\/+$/, '')}${url}` : url;
}

/** Pictures this server stores can be shown; others only linked (the page's policy loads no foreign images). */
export const isShowable = (url: string) => url.startsWith(STORED);

/** The file's name: the URL's last segment. */
export function fileName(url: string): string {
  const last = url.split(/[?#]/)[0].split('/').filter(Boolean).pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

export const isPictureKind = (field: FileField) => field.kind === 'image' || field.kind === 'images';

/** Every showable picture of a record, field by field in the schema's order. */
export function recordPictures(
  schema: EntitySchema | undefined,
  record: Record<string, unknown> | undefined,
  only?: { source: string; field: FileField },
): { source: string; url: string }[] {
  const fields = schema ? Object.entries(schema.fields) : only ? [[only.source, only.field] as const] : [];
  return fields.flatMap(([source, field]) =>
    field.kind === 'image' || field.kind === 'images'
      ? urlsOf(record?.[source])
          .filter(isShowable)
          .map((url) => ({ source, url }))
      : [],
  );
}

const stopRowClick = (event: MouseEvent) => event.stopPropagation();

export function FileLink({ url }: { url: string }) {
  const name = fileName(url);
  if (useInsideControl()) return <span>{name}</span>;
  return (
    <Link
      href={fileHref(url)}
      target="_blank"
      rel="noopener noreferrer"
      onClick={stopRowClick}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
    >
      <AttachFileIcon fontSize="small" aria-hidden />
      {name}
    </Link>
  );
}

/** A picture kept on another site: shown as a link to it. */
export function ExternalPicture({ url }: { url: string }) {
  const translate = useTranslate();
  let host = url;
  try {
    host = new URL(url).host;
  } catch {
    // Not a full URL: shown as is.
  }
  if (useInsideControl()) return <span>{host}</span>;
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={stopRowClick}
      title={translate('app.files.external')}
    >
      {host}
    </Link>
  );
}

export function FileCell({ source, field }: FileKindProps) {
  const translate = useTranslate();
  const urls = urlsOf(useFieldValue({ source }));
  if (!urls.length) return <span>—</span>;
  if (!isPictureKind(field)) return <FileLink url={urls[0]} />;
  const first = urls[0];
  if (!isShowable(first)) return <ExternalPicture url={first} />;
  const thumbnail = (
    <Box
      component="img"
      src={fileHref(first)}
      alt={translate('app.files.picture', { index: 1, count: urls.length })}
      loading="lazy"
      sx={{ height: 48, width: 72, objectFit: 'cover', borderRadius: 1, display: 'block', bgcolor: 'action.hover' }}
    />
  );
  if (urls.length < 2) return thumbnail;
  return (
    <Badge
      badgeContent={urls.length}
      color="primary"
      max={99}
      slotProps={{ badge: { 'aria-label': translate('app.files.pictures', { count: urls.length }) } as object }}
    >
      {thumbnail}
    </Badge>
  );
}

export function FileShow({ source, field, schema }: FileKindProps) {
  const translate = useTranslate();
  const record = useRecordContext();
  const resource = useResourceContext();
  const registry = useSchemaRegistry();
  const [opened, setOpened] = useState<number | null>(null);
  const urls = urlsOf(record?.[source]);
  if (!urls.length) return <span>—</span>;
  if (!isPictureKind(field)) return <FileLink url={urls[0]} />;

  const owner = schema ?? (resource ? registry.find(resource) : undefined);
  const all = recordPictures(owner?.fields[source] ? owner : undefined, record, { source, field });
  const pictures: LightboxPicture[] = all.map(({ url }, index) => ({
    src: fileHref(url),
    alt: translate('app.files.picture', { index: index + 1, count: all.length }),
  }));
  // This field's pictures start after those of the fields before it.
  const offset = all.findIndex((picture) => picture.source === source);
  const gallery = field.kind === 'images';
  let shown = 0;
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 0.5 }}>
        {urls.map((url) => {
          if (!isShowable(url)) return <ExternalPicture key={url} url={url} />;
          const at = offset + shown++;
          return (
            <Box
              key={url}
              component="button"
              type="button"
              onClick={() => setOpened(at)}
              aria-label={translate('app.files.open_picture', { index: at + 1, count: all.length })}
              sx={{
                p: 0,
                border: 0,
                borderRadius: 1,
                cursor: 'zoom-in',
                bgcolor: 'action.hover',
                overflow: 'hidden',
                lineHeight: 0,
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <Box
                component="img"
                src={fileHref(url)}
                alt={pictures[at]?.alt ?? ''}
                loading="lazy"
                sx={
                  gallery
                    ? { height: 120, width: 180, objectFit: 'cover' }
                    : { maxHeight: 240, maxWidth: '100%', objectFit: 'contain' }
                }
              />
            </Box>
          );
        })}
      </Stack>
      <ImageLightbox pictures={pictures} index={opened} onClose={() => setOpened(null)} />
    </>
  );
}
