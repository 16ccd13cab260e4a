import { useRef, useState, type DragEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { contractPhotoMessages, PHOTO_CAPTION_MAX, PHOTO_MAX_BYTES, PHOTO_STAGES, photoStageLabels, type PhotoStage } from '@subaybay/domain';
import { isApiError } from '../../../lib/api-client';
import { contractPhotoKeys } from '../api/keys';
import { uploadContractPhoto } from '../api/upload-contract-photo';

/** The types a phone's file picker offers (and its camera): what the server sniffs for. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif';

type UploadState = 'waiting' | 'sending' | 'done' | 'failed';

interface UploadItem {
  key: number;
  name: string;
  /** 0 to 1: the share of the file's bytes sent. */
  progress: number;
  state: UploadState;
  error?: string;
}

const stateWords: Record<Exclude<UploadState, 'failed'>, string> = { waiting: 'Waiting', sending: 'Uploading', done: 'Uploaded' };

/**
 * Upload of a batch of photos with one stage and caption: picked (several at
 * once, or the phone's camera) or dropped on the zone. Each file goes on its
 * own, one after the other, with its own progress and its own error, so one
 * refused file does not stop the rest. A file over 10 MB is refused here,
 * before any byte is sent, with the server's sentence.
 */
export function PhotoUpload({ contractId }: { contractId: number }) {
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<PhotoStage | ''>('');
  const [stageError, setStageError] = useState<string | null>(null);
  const [caption, setCaption] = useState('');
  const [items, setItems] = useState<UploadItem[]>([]);
  const [dragging, setDragging] = useState(false);
  const nextKey = useRef(1);
  // Batches queue behind each other: one file on the wire at a time.
  const queue = useRef<Promise<void>>(Promise.resolve());

  const change = (key: number, patch: Partial<UploadItem>) => setItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  const upload = async (key: number, file: File, fields: { stage: PhotoStage; caption: string }) => {
    change(key, { state: 'sending' });
    try {
      await uploadContractPhoto(contractId, file, fields, (progress) => change(key, { progress }));
      change(key, { state: 'done', progress: 1 });
      await queryClient.invalidateQueries({ queryKey: contractPhotoKeys.ofContract(contractId) });
    } catch (error) {
      const message = isApiError(error) ? (error.errors ? Object.values(error.errors).flat()[0] : undefined) ?? error.detail : contractPhotoMessages.unreadable;
      change(key, { state: 'failed', error: message });
    }
  };

  const addFiles = (files: File[]) => {
    if (files.length === 0) return;
    if (stage === '') {
      setStageError(contractPhotoMessages.stageRequired);
      return;
    }
    const fields = { stage, caption: caption.trim() };
    const added = files.map((file) => {
      const tooLarge = file.size > PHOTO_MAX_BYTES;
      const item: UploadItem = {
        key: nextKey.current++,
        name: file.name,
        progress: 0,
        state: tooLarge ? 'failed' : 'waiting',
        ...(tooLarge ? { error: contractPhotoMessages.tooLarge } : {}),
      };
      if (!tooLarge) queue.current = queue.current.then(() => upload(item.key, file, fields));
      return item;
    });
    setItems((current) => [...current, ...added]);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    addFiles(Array.from(event.dataTransfer.files));
  };
  const finished = items.length > 0 && items.every((item) => item.state === 'done' || item.state === 'failed');

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Upload photos"
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={{ p: 2, mb: 2, borderStyle: 'dashed', borderWidth: 2, borderColor: dragging ? 'primary.main' : 'divider', bgcolor: dragging ? 'action.hover' : undefined }}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 220px) minmax(0, 1fr)' } }}>
        <TextField
          select
          size="small"
          label="Stage"
          required
          value={stage}
          onChange={(event) => {
            setStage(event.target.value as PhotoStage);
            setStageError(null);
          }}
          error={stageError !== null}
          helperText={stageError ?? 'Applies to every photo of the batch.'}
        >
          {PHOTO_STAGES.map((value) => (
            <MenuItem key={value} value={value}>
              {photoStageLabels[value]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Caption (optional)"
          value={caption}
          onChange={(event) => setCaption(event.target.value)}
          slotProps={{ htmlInput: { maxLength: PHOTO_CAPTION_MAX } }}
        />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: 2 }}>
        <Button component="label" variant="contained" startIcon={<AddPhotoAlternateOutlined />}>
          Choose photos
          <input
            hidden
            type="file"
            multiple
            accept={PHOTO_ACCEPT}
            onChange={(event) => {
              addFiles(Array.from(event.target.files ?? []));
              // The same file may be chosen again after a refusal.
              event.target.value = '';
            }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          or drop them here. JPEG, PNG, WebP or HEIC, at most 10 MB each.
        </Typography>
      </Box>
      {items.length > 0 && (
        <Box component="ul" aria-label="Uploads" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1 }}>
          {items.map((item) => (
            <Box component="li" key={item.key} aria-label={item.name} sx={{ minWidth: 0 }}>
              <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
                <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
                  {item.name}
                </Typography>
                {item.state !== 'failed' && (
                  <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                    {stateWords[item.state]}
                  </Typography>
                )}
              </Box>
              {item.state === 'failed' ? (
                <Typography variant="body2" color="error" role="alert">
                  {item.error}
                </Typography>
              ) : (
                <LinearProgress
                  variant="determinate"
                  value={Math.round(item.progress * 100)}
                  color={item.state === 'done' ? 'success' : 'primary'}
                  aria-label={`Upload of ${item.name}`}
                />
              )}
            </Box>
          ))}
        </Box>
      )}
      {finished && (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setItems([])}>
          Clear the list
        </Button>
      )}
    </Paper>
  );
}
