import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { isApiError } from '../lib/api-client';
import { downloadApiFile } from '../lib/download';
import { notify, TOAST_DEFAULT_MS } from '../lib/notify';

export const downloadFailedMessage = 'The Excel file could not be downloaded. Please try again.';

export interface DownloadExcelButtonProps {
  /** The API path of the file, e.g. `contracts/year/2024/excel`. */
  path: string;
  /** The name to save under when the server gives none. */
  fallbackName: string;
  label?: string;
}

/**
 * "Download Excel File": fetches the file with the session's token, a spinner
 * while it comes. A refused call is toasted by the API client's central table;
 * anything else (the browser refusing the save) gets a toast here.
 */
export function DownloadExcelButton({ path, fallbackName, label = 'Download Excel File' }: DownloadExcelButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadApiFile(path, fallbackName);
    } catch (error) {
      if (!isApiError(error)) notify(downloadFailedMessage, 'error', TOAST_DEFAULT_MS);
    } finally {
      setBusy(false);
    }
  };
  return (
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
  );
}
