import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { DateField } from '../../../components/date-field';
import { DownloadExcelButton } from '../../../components/download-excel-button';
import { PrintButton } from '../../../components/print-button';

/** The As Of picker of a contract report, its "Download Excel File" button (the file of the same date) and Print. */
export function ReportAsOfBar({
  asOf,
  onAsOfChange,
  excelPath,
  fallbackName,
}: {
  asOf: string;
  onAsOfChange: (value: string) => void;
  excelPath: string;
  fallbackName: string;
}) {
  return (
    <Paper variant="outlined" className="print-hidden" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
      <Box sx={{ width: 200, maxWidth: '100%' }}>
        <DateField label="As Of" value={asOf} onChange={(value) => value && onAsOfChange(value)} />
      </Box>
      <DownloadExcelButton path={excelPath} fallbackName={fallbackName} />
      <PrintButton />
    </Paper>
  );
}
