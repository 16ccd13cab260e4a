import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { describePhotoFlag, photoStageLabels, type ContractPhoto } from '@subaybay/domain';
import { GatedIconButton } from '../../../components/gated-icon-button';
import { formatDateTime } from '../../../lib/format';
import { PhotoImage } from './photo-thumbnail';
import { photoSourceLabels, wordLocation } from './photo-wording';

/** How a photo is named to a screen reader and in its buttons. */
export function photoName(photo: ContractPhoto): string {
  const stage = photoStageLabels[photo.stage];
  return photo.caption ? `${stage} photo: ${photo.caption}` : `${stage} photo uploaded ${formatDateTime(photo.uploaded_at)}`;
}

/**
 * One photo of the grid: the thumbnail (opens the preview), its stage and
 * caption, when and where it was taken with the source of each, and its flags
 * as warnings. `remove` is absent for those who may not delete at all; its
 * `refusal` explains a photo past the one-day window.
 */
export function PhotoCard({
  photo,
  onOpen,
  remove,
}: {
  photo: ContractPhoto;
  onOpen: () => void;
  remove?: { refusal: string | null; onDelete: () => void };
}) {
  const name = photoName(photo);
  const location = wordLocation(photo);
  return (
    <Card variant="outlined" component="article" aria-label={name} sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <ButtonBase onClick={onOpen} aria-label={`Open ${name}`} sx={{ display: 'block', width: '100%' }}>
        <PhotoImage path={photo.urls.thumbnail} alt={name} aspectRatio="4 / 3" />
      </ButtonBase>
      <Stack spacing={0.75} sx={{ p: 1.5, flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Chip size="small" label={photoStageLabels[photo.stage]} color="primary" variant="outlined" />
          <Box sx={{ flex: 1 }} />
          {remove && <GatedIconButton label={`Delete ${name}`} icon={<DeleteOutlined fontSize="small" />} disabledReason={remove.refusal} onClick={remove.onDelete} />}
        </Box>
        {photo.caption && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {photo.caption}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
          Taken:{' '}
          {photo.taken_at
            ? `${formatDateTime(photo.taken_at)}${photo.taken_at_source ? ` (${photoSourceLabels[photo.taken_at_source]})` : ''}`
            : 'not known'}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
          Location: {location ?? 'not known'}
        </Typography>
        {photo.flags.length > 0 && (
          <Box component="ul" aria-label="Flags" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, listStyle: 'none' }}>
            {photo.flags.map((flag) => (
              <li key={flag.kind}>
                <Chip
                  size="small"
                  color="warning"
                  icon={<WarningAmberOutlined />}
                  label={describePhotoFlag(flag)}
                  sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
                />
              </li>
            ))}
          </Box>
        )}
      </Stack>
    </Card>
  );
}
