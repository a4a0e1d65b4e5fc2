// The file kinds' input: a chosen or dropped file is uploaded at once, with its progress, and the
// form keeps the URL the server answers; a gallery takes several and can be put in order.
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Box, Button, FormHelperText, IconButton, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import UploadIcon from '@mui/icons-material/UploadFile';
import { InputHelperText, Labeled, useInput, useTranslate, type Validator } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import {
  DEFAULT_MAX_IMAGES,
  ExternalPicture,
  FileLink,
  fileHref,
  fileName,
  isPictureKind,
  isShowable,
  urlsOf,
  type FileKindProps,
} from './FileKind';
import { UploadRefusedError, type UploadRefusal } from '../uploadRules';
import { ACCEPTED_TYPES, uploadFile } from './fileTransfer';
import { formatNumber } from './format';
import { useIsoLocale } from './useLocale';

interface Upload {
  name: string;
  fraction: number;
  controller: AbortController;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A size limit in MB (of 1,048,576 bytes, as the server counts them), in the language's number format. */
const megabytes = (bytes: number, iso: string) =>
  formatNumber(bytes / (1024 * 1024), iso, { maximumFractionDigits: 1 });

/** Why a file was refused before it was sent, as the server would have said it. */
function refusalMessage(refusal: UploadRefusal, translate: Translate, iso: string): string {
  if (refusal.reason === 'too_large')
    return translate('app.files.too_large', { max: megabytes(refusal.maxBytes, iso) });
  return translate(refusal.kind === 'image' ? 'app.files.not_image' : 'app.files.not_allowed');
}

/** The message of a failed upload: the server's own text, or a general one. */
function uploadMessage(error: unknown, translate: Translate): string {
  const status = (error as { status?: number }).status;
  const message = (error as { message?: string }).message;
  return status && status >= 400 && message ? message : translate('app.files.failed');
}

function Thumbnail({ url, children }: { url: string; children?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5} alignItems="center" data-file-item={url}>
      {isShowable(url) ? (
        <Box
          component="img"
          src={fileHref(url)}
          alt={fileName(url)}
          sx={{ height: 96, width: 144, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
        />
      ) : (
        <Box
          sx={{
            height: 96,
            width: 144,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            borderRadius: 1,
            bgcolor: 'action.hover',
            p: 1,
          }}
          title={translate('app.files.external')}
        >
          <ExternalPicture url={url} />
        </Box>
      )}
      <Stack direction="row">{children}</Stack>
    </Stack>
  );
}

export function FileKindInput({
  source,
  label,
  field: definition,
  validate,
  helperText,
}: FileKindProps & { validate: Validator; helperText?: string }) {
  const translate = useTranslate();
  const iso = useIsoLocale();
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
  // As react-admin's inputs: the text under the field names the control, which says whether it is invalid.
  const helperId = error || helperText ? `${id}-helper-text` : undefined;
  const describedBy = { 'aria-invalid': Boolean(error), 'aria-describedby': helperId };

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
        setFailure(refusalMessage({ reason: 'too_large', maxBytes: definition.maxSize }, translate, iso));
        continue;
      }
      const controller = new AbortController();
      setUpload({ name: file.name, fraction: 0, controller });
      try {
        const stored = await uploadFile(file, {
          kind,
          signal: controller.signal,
          onProgress: (fraction) =>
            setUpload((current) => (current && current.controller === controller ? { ...current, fraction } : current)),
        });
        // Read the value afresh: the form may have changed while the file was sent.
        const current = urlsOf(getValues(source));
        store(gallery ? [...current.filter((url) => url !== stored.url), stored.url] : [stored.url]);
      } catch (caught) {
        if (controller.signal.aborted) break;
        // Refused before it was sent (the server's rules): the next file may still fit.
        if (caught instanceof UploadRefusedError) {
          setFailure(refusalMessage(caught.refusal, translate, iso));
          continue;
        }
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
  const chooseLabel = gallery
    ? 'app.files.choose_images'
    : urls.length
      ? kind === 'image'
        ? 'app.files.replace_image'
        : 'app.files.replace_file'
      : kind === 'image'
        ? 'app.files.choose_image'
        : 'app.files.choose_file';

  return (
    <Labeled label={label} isRequired={isRequired} fullWidth color={error ? 'error.main' : undefined}>
      <Stack spacing={1} sx={{ mt: 1, maxWidth: 720 }} data-file-input={source}>
        {urls.length > 0 && (
          <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap">
            {urls.map((url, index) =>
              kind === 'file' ? (
                <Stack key={url} direction="row" alignItems="center" spacing={1}>
                  <FileLink url={url} />
                  <Tooltip title={translate('app.files.remove')}>
                    <IconButton size="small" onClick={() => remove(index)} aria-label={translate('app.files.remove')}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Stack>
              ) : (
                <Thumbnail key={url} url={url}>
                  {gallery && (
                    <IconButton
                      size="small"
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                      aria-label={`${translate('app.files.move_left')}: ${fileName(url)}`}
                    >
                      <ChevronLeftIcon fontSize="small" />
                    </IconButton>
                  )}
                  <IconButton
                    size="small"
                    onClick={() => remove(index)}
                    aria-label={`${translate('app.files.remove')}: ${fileName(url)}`}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                  {gallery && (
                    <IconButton
                      size="small"
                      disabled={index === urls.length - 1}
                      onClick={() => move(index, index + 1)}
                      aria-label={`${translate('app.files.move_right')}: ${fileName(url)}`}
                    >
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
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              flexWrap: 'wrap',
              p: 1.5,
              borderRadius: 1,
              border: 1,
              borderStyle: 'dashed',
              borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider',
              bgcolor: dragging ? 'action.hover' : undefined,
            }}
          >
            <Button
              id={id}
              variant="outlined"
              size="small"
              startIcon={<UploadIcon />}
              disabled={Boolean(upload)}
              onClick={() => picker.current?.click()}
              {...describedBy}
            >
              {translate(chooseLabel)}
            </Button>
            <Typography variant="body2" color="text.secondary">
              {translate('app.files.drop')}
            </Typography>
            <input
              ref={picker}
              type="file"
              hidden
              name={source}
              accept={ACCEPTED_TYPES[kind]}
              multiple={gallery}
              aria-label={translate(chooseLabel)}
              {...describedBy}
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
            <IconButton
              size="small"
              onClick={() => upload.controller.abort()}
              aria-label={translate('app.files.cancel')}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
        )}
        {helperId && (
          <FormHelperText id={helperId} error={Boolean(error)}>
            <InputHelperText error={error} helperText={helperText} />
          </FormHelperText>
        )}
      </Stack>
    </Labeled>
  );
}
