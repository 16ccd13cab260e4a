import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';

/** The Links selector of Contract Details (spec 3 §2): the record pages of the contract. */
const links = [
  { label: 'Physical Schedule', to: paths.physicalSchedule },
  { label: 'Physical Accomplishment', to: paths.physicalAccomplishment },
  { label: 'Suspension / Resumption', to: paths.suspensionOrders },
  { label: 'Physical Features', to: paths.physicalFeaturesOfContract },
  { label: 'Variation Orders', to: paths.variationOrders },
  { label: 'Financial Accomplishment', to: paths.financialAccomplishment },
  { label: 'Approved Time Extension', to: paths.approvedTimeExtensions },
  { label: 'Photos', to: paths.contractPhotos },
] as const;

export function ContractLinksSelect({ contractId }: { contractId: number }) {
  const navigate = useNavigate();
  return (
    <TextField
      select
      size="small"
      label="Links"
      value=""
      onChange={(event) => {
        const link = links.find((item) => item.label === event.target.value);
        if (link) void navigate(link.to(contractId));
      }}
      sx={{ minWidth: 220, maxWidth: '100%' }}
    >
      {links.map((link) => (
        <MenuItem key={link.label} value={link.label}>
          {link.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
