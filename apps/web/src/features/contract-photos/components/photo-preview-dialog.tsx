import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { photoStageLabels, type ContractPhoto } from '@subaybay/domain';
import { useFullScreenDialog } from '../../../components/use-full-screen-dialog';
import { photoName } from './photo-card';
import { PhotoImage } from './photo-thumbnail';

/**
 * Room the dialog takes around the image: its margins, title, actions and padding. The image is kept
 * within the rest, so the content never scrolls (a scrolling region would need a keyboard focus of its own).
 */
const PREVIEW_MAX_HEIGHT = 'calc(100dvh - 240px)';

/** A photo's 1440 px preview, opened from its card. */
export function PhotoPreviewDialog({ photo, onClose }: { photo: ContractPhoto | null; onClose: () => void }) {
  const fullScreen = useFullScreenDialog();
  return (
    <Dialog open={photo !== null} onClose={onClose} maxWidth="lg" fullWidth fullScreen={fullScreen}>
      {photo && (
        <>
          <DialogTitle>{photo.caption || `${photoStageLabels[photo.stage]} photo`}</DialogTitle>
          <DialogContent>
            <PhotoImage
              path={photo.urls.preview}
              alt={photoName(photo)}
              aspectRatio={`${photo.width} / ${photo.height}`}
              fit="contain"
              maxHeight={PREVIEW_MAX_HEIGHT}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
