import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { usePhotoImage } from '../api/use-photo-image';

/**
 * A photo's image from the API (bearer token, object URL), with a skeleton while it loads.
 * `maxHeight` caps it (as wide as its box still, the photo contained): a preview fits the screen.
 */
export function PhotoImage({
  path,
  alt,
  aspectRatio,
  fit = 'cover',
  maxHeight,
}: {
  path: string;
  alt: string;
  aspectRatio: string;
  fit?: 'cover' | 'contain';
  maxHeight?: string;
}) {
  const url = usePhotoImage(path);
  if (url === undefined) return <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio, maxHeight }} />;
  if (url === null) {
    return (
      <Box sx={{ width: '100%', aspectRatio, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
        <Typography variant="body2" color="text.secondary">
          The image could not be loaded.
        </Typography>
      </Box>
    );
  }
  return <Box component="img" src={url} alt={alt} sx={{ display: 'block', width: '100%', aspectRatio, maxHeight, objectFit: fit, bgcolor: 'action.hover' }} />;
}
