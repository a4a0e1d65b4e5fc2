// The file kinds: image (one picture), images (a gallery) and file (a
// document). Lists show a thumbnail or the file's name, detail pages the
// pictures with a full-screen viewer over every picture of the record, forms
// upload a chosen or dropped file at once and keep the URL the server answers.
import { useRef, useState, type DragEvent, type MouseEvent, type ReactNode } from 'react';
import { Badge, Box, Button, IconButton, LinearProgress, Link, Stack, Tooltip, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import UploadIcon from '@mui/icons-material/UploadFile';
import { InputHelperText, Labeled, useFieldValue, useInput, useRecordContext, useResourceContext, useTranslate, type Validator } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { getApiUrl } from '../../providers/config';
import { ACCEPTED_TYPES, uploadFile } from '../../providers/upload';
import type { FileField } from '../kinds';
import type { EntitySchema } from '../schema';
import { ImageLightbox, type LightboxPicture } from './ImageLightbox';
import { useSchemaRegistry } from './registry';

interface Props {
  source: string;
  label?: string;
  field: FileField;
  sortable?: boolean;
  /** The record's schema, for the viewer to go through all its pictures; found from the resource when not given. */
  schema?: EntitySchema;
}

/** The gallery limit when a field sets none (the same as the data rules'). */
const DEFAULT_MAX_IMAGES = 20;
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
const isShowable = (url: string) => url.startsWith(STORED);

/** The file's name: the URL's last segment. */
export function fileName(url: string): string {
  const last = url.split(/[?#]/)[0].split('/').filter(Boolean).pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

const isPictureKind = (field: FileField) => field.kind === 'image' || field.kind === 'images';

/** Every showable picture of a record, field by field in the schema's order. */
export function recordPictures(schema: EntitySchema | undefined, record: Record<string, unknown> | undefined, only?: { source: string; field: FileField }): { source: string; url: string }[] {
  const fields = schema ? Object.entries(schema.fields) : only ? [[only.source, only.field] as const] : [];
  return fields.flatMap(([source, field]) =>
    field.kind === 'image' || field.kind === 'images' ? urlsOf(record?.[source]).filter(isShowable).map((url) => ({ source, url })) : [],
  );
}

const stopRowClick = (event: MouseEvent) => event.stopPropagation();

function FileLink({ url }: { url: string }) {
  const name = fileName(url);
  return (
    <Link href={fileHref(url)} target="_blank" rel="noopener noreferrer" onClick={stopRowClick} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}>
      <AttachFileIcon fontSize="small" aria-hidden />
      {name}
    </Link>
  );
}

/** A picture kept on another site: shown as a link to it. */
function ExternalPicture({ url }: { url: string }) {
  const translate = useTranslate();
  let host = url;
  try {
    host = new URL(url).host;
  } catch {
    // Not a full URL: shown as is.
  }
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" onClick={stopRowClick} title={translate('app.files.external')}>
      {host}
    </Link>
  );
}

export function FileCell({ source, field }: Props) {
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
    <Badge badgeContent={urls.length} color="primary" max={99} slotProps={{ badge: { 'aria-label': translate('app.files.pictures', { count: urls.length }) } as object }}>
      {thumbnail}
    </Badge>
  );
}

export function FileShow({ source, field, schema }: Props) {
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
  const pictures: LightboxPicture[] = all.map(({ url }, index) => ({ src: fileHref(url), alt: translate('app.files.picture', { index: index + 1, count: all.length }) }));
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
              sx={{ p: 0, border: 0, borderRadius: 1, cursor: 'zoom-in', bgcolor: 'action.hover', overflow: 'hidden', lineHeight: 0, '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
            >
              <Box
                component="img"
                src={fileHref(url)}
                alt={pictures[at]?.alt ?? ''}
                loading="lazy"
                sx={gallery ? { height: 120, width: 180, objectFit: 'cover' } : { maxHeight: 240, maxWidth: '100%', objectFit: 'contain' }}
              />
            </Box>
          );
        })}
      </Stack>
      <ImageLightbox pictures={pictures} index={opened} onClose={() => setOpened(null)} />
    </>
  );
}

interface Upload {
  name: string;
  fraction: number;
  controller: AbortController;
}

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** The message of a failed upload: the server's own text, or a general one. */
function uploadMessage(error: unknown, translate: (key: string) => string): string {
  const status = (error as { status?: number }).status;
  const message = (error as { message?: string }).message;
  return status && status >= 400 && message ? message : translate('app.files.failed');
}

function Thumbnail({ url, children }: { url: string; children?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5} alignItems="center" data-file-item={url}>
      {isShowable(url) ? (
        <Box component="img" src={fileHref(url)} alt={fileName(url)} sx={{ height: 96, width: 144, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }} />
      ) : (
        <Box sx={{ height: 96, width: 144, display: 'flex', alignItems: 'center', justifyContent: 'center', borderRadius: 1, bgcolor: 'action.hover', p: 1 }} title={translate('app.files.external')}>
          <ExternalPicture url={url} />
        </Box>
      )}
      <Stack direction="row">{children}</Stack>
    </Stack>
  );
}

export function FileKindInput({ source, label, field: definition, validate, helperText }: Props & { validate: Validator; helperText?: string }) {
  const translate = useTranslate();
  const { getValues } = useFormContext();
  const { field, fieldState, isRequired, id } = useInput({ source, validate });
  const picker = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const gallery = definition.kind === 'images';
  const kind = isPictureKind(definition) ? 'image' : 'file';
  const urls = urlsOf(field.value);
  const max = gallery ? (definition.maxItems ?? DEFAULT_MAX_IMAGES) : 1;
  const error = failure ?? (fieldState.invalid ? fieldState.error?.message : undefined);

  const store = (next: string[]) => {
    field.onChange(gallery ? (next.length ? next : null) : (next[0] ?? null));
    field.onBlur();
  };

  async function send(files: File[]) {
    setFailure(null);
    if (!files.length || upload) return;
    // A gallery takes what still fits; a single file replaces the current one.
    const room = gallery ? max - urls.length : 1;
    if (room <= 0) return setFailure(translate('app.files.full', { max }));
    if (files.length > room) setFailure(translate('app.files.full', { max }));
    for (const file of files.slice(0, room)) {
      if (definition.maxSize && file.size > definition.maxSize) {
        setFailure(translate('app.files.too_large', { max: megabytes(definition.maxSize) }));
        continue;
      }
      const controller = new AbortController();
      setUpload({ name: file.name, fraction: 0, controller });
      try {
        const stored = await uploadFile(file, {
          kind,
          signal: controller.signal,
          onProgress: (fraction) => setUpload((current) => (current && current.controller === controller ? { ...current, fraction } : current)),
        });
        // Read the value afresh: the form may have changed while the file was sent.
        const current = urlsOf(getValues(source));
        store(gallery ? [...current.filter((url) => url !== stored.url), stored.url] : [stored.url]);
      } catch (caught) {
        if (controller.signal.aborted) break;
        setFailure(uploadMessage(caught, translate));
        break;
      } finally {
        setUpload(null);
      }
    }
  }

  const choose = (list: FileList | null) => void send(list ? [...list] : []);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files);
  };
  const move = (from: number, to: number) => {
    const next = [...urls];
    [next[from], next[to]] = [next[to], next[from]];
    store(next);
  };
  const remove = (at: number) => store(urls.filter((_, index) => index !== at));

  const full = gallery && urls.length >= max;
  const chooseLabel = gallery ? 'app.files.choose_images' : urls.length ? (kind === 'image' ? 'app.files.replace_image' : 'app.files.replace_file') : kind === 'image' ? 'app.files.choose_image' : 'app.files.choose_file';

  return (
    <Labeled label={label} isRequired={isRequired} fullWidth>
      <Stack spacing={1} sx={{ mt: 1, maxWidth: 720 }} data-file-input={source}>
        {urls.length > 0 && (
          <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap">
            {urls.map((url, index) =>
              kind === 'file' ? (
                <Stack key={url} direction="row" alignItems="center" spacing={1}>
                  <FileLink url={url} />
                  <Tooltip title={translate('app.files.remove')}>
                    <IconButton size="small" onClick={() => remove(index)} aria-label={translate('app.files.remove')}><DeleteIcon fontSize="small" /></IconButton>
                  </Tooltip>
                </Stack>
              ) : (
                <Thumbnail key={url} url={url}>
                  {gallery && (
                    <IconButton size="small" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`${translate('app.files.move_left')}: ${fileName(url)}`}>
                      <ChevronLeftIcon fontSize="small" />
                    </IconButton>
                  )}
                  <IconButton size="small" onClick={() => remove(index)} aria-label={`${translate('app.files.remove')}: ${fileName(url)}`}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                  {gallery && (
                    <IconButton size="small" disabled={index === urls.length - 1} onClick={() => move(index, index + 1)} aria-label={`${translate('app.files.move_right')}: ${fileName(url)}`}>
                      <ChevronRightIcon fontSize="small" />
                    </IconButton>
                  )}
                </Thumbnail>
              ),
            )}
          </Stack>
        )}
        {!full && (
          <Box
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            sx={{
              display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', p: 1.5, borderRadius: 1,
              border: 1, borderStyle: 'dashed', borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider',
              bgcolor: dragging ? 'action.hover' : undefined,
            }}
          >
            <Button id={id} variant="outlined" size="small" startIcon={<UploadIcon />} disabled={Boolean(upload)} onClick={() => picker.current?.click()}>
              {translate(chooseLabel)}
            </Button>
            <Typography variant="body2" color="text.secondary">{translate('app.files.drop')}</Typography>
            <input
              ref={picker}
              type="file"
              hidden
              name={source}
              accept={ACCEPTED_TYPES[kind]}
              multiple={gallery}
              aria-label={translate(chooseLabel)}
              onChange={(event) => {
                choose(event.target.files);
                // The same file chosen again must fire a change too.
                event.target.value = '';
              }}
            />
          </Box>
        )}
        {upload && (
          <Stack direction="row" alignItems="center" spacing={1}>
            <Box sx={{ flex: 1 }}>
              <Typography variant="caption" color="text.secondary">
                {translate('app.files.uploading', { name: upload.name, percent: Math.round(upload.fraction * 100) })}
              </Typography>
              <LinearProgress variant="determinate" value={upload.fraction * 100} aria-label={upload.name} />
            </Box>
            <IconButton size="small" onClick={() => upload.controller.abort()} aria-label={translate('app.files.cancel')}><CloseIcon fontSize="small" /></IconButton>
          </Stack>
        )}
        {error ? <InputHelperText error={error} /> : helperText ? <InputHelperText helperText={helperText} /> : null}
      </Stack>
    </Labeled>
  );
}
