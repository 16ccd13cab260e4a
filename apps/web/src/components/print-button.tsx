import Button from '@mui/material/Button';
import PrintOutlined from '@mui/icons-material/PrintOutlined';

/** "Print": the browser's print dialog; print.css lays the report out on A4 landscape. */
export function PrintButton() {
  return (
    <Button variant="outlined" size="small" startIcon={<PrintOutlined />} onClick={() => window.print()}>
      Print
    </Button>
  );
}
