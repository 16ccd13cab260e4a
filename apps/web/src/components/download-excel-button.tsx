import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { reportQueueMessage, type ReportQueuePlace } from '@subaybay/domain';
import { isApiError } from '../lib/api-client';
import type { OperationFile } from '../lib/api-operations';
import { downloadApiFile } from '../lib/download';
import { notify, TOAST_DEFAULT_MS } from '../lib/notify';

export const downloadFailedMessage = 'The Excel file could not be downloaded. Please try again.';

export interface DownloadExcelButtonProps {
  /** The file, e.g. `fileOf(contractOperations.ofYearExcel, { params: { year } })`. */
  file: OperationFile;
  /** The name to save under when the server gives none. */
  fallbackName: string;
  label?: string;
}

/**
 * "Download Excel File": fetches the file with the session's token, a spinner
 * while it comes. A file of a year's report waits its turn on the server: the
 * button says where it stands ("Preparing… 2 ahead of you") and stays disabled
 * until the file is there. A refused call is toasted by the API client's
 * central table; anything else (the browser refusing the save) gets a toast here.
 */
export function DownloadExcelButton({ file, fallbackName, label = 'Download Excel File' }: DownloadExcelButtonProps) {
  const [busy, setBusy] = useState(false);
  const [place, setPlace] = useState<ReportQueuePlace | undefined>(undefined);
  const download = async () => {
    setBusy(true);
    setPlace(undefined);
    try {
      await downloadApiFile(file, fallbackName, { onQueuePlace: setPlace });
    } catch (error) {
      if (!isApiError(error)) notify(downloadFailedMessage, 'error', TOAST_DEFAULT_MS);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        size="small"
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" aria-label="Downloading" /> : <FileDownloadIcon />}
      >
        {label}
      </Button>
      {busy && file.queued && (
        <Typography role="status" variant="body2" color="text.secondary">
          {reportQueueMessage(place)}
        </Typography>
      )}
    </Box>
  );
}
