import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { DateField } from '../../../components/date-field';
import { DownloadExcelButton } from '../../../components/download-excel-button';
import { PrintButton } from '../../../components/print-button';
import type { OperationFile } from '../../../lib/api-operations';

/** The As Of picker of a contract report, its "Download Excel File" button (the file of the same date) and Print. */
export function ReportAsOfBar({
  asOf,
  onAsOfChange,
  excelFile,
  fallbackName,
}: {
  asOf: string;
  onAsOfChange: (value: string) => void;
  excelFile: OperationFile;
  fallbackName: string;
}) {
  return (
    <Paper variant="outlined" className="print-hidden" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
      <Box sx={{ width: 200, maxWidth: '100%' }}>
        <DateField label="As Of" value={asOf} onChange={(value) => value && onAsOfChange(value)} />
      </Box>
      <DownloadExcelButton file={excelFile} fallbackName={fallbackName} />
      <PrintButton />
    </Paper>
  );
}
