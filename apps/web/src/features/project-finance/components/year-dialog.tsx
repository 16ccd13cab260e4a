import { useNavigate } from 'react-router';
import Typography from '@mui/material/Typography';
import { financeYearFormSchema } from '@subaybay/domain';
import { paths } from '../../../app/paths';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-fields';

/** 'Type a Year' (spec 2 §2): the year funded, then the by-year screen. */
export function YearDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <FormDialog
      open={open}
      title="Type a Year"
      description={<Typography color="text.secondary">expenditures year funded</Typography>}
      schema={financeYearFormSchema}
      defaultValues={{ year: '' }}
      submitLabel="Select"
      onClose={onClose}
      onSubmit={async (values) => {
        await navigate(paths.expendituresByYear(values.year));
      }}
    >
      {(form) => (
        <FormTextField
          control={form.control}
          name="year"
          label="Year"
          placeholder="2020"
          required
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
        />
      )}
    </FormDialog>
  );
}
