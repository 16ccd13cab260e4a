import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LabelValue, LabelValueGrid } from '../../../components/label-value';

/** The summary block under a report (spec 2 §2, §9): labelled figures, already formatted. */
export function SummaryBlock({ title = 'Summary', items }: { title?: string; items: [string, string][] }) {
  const id = `summary-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <LabelValueGrid>
        {items.map(([label, value]) => (
          <LabelValue key={label} label={label} value={value} />
        ))}
      </LabelValueGrid>
    </Paper>
  );
}
