import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { can, type Actor, type OfficeSetup, type Permission } from '@subaybay/domain';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths';

interface StepLink {
  label: string;
  to: string;
  /** Who may do it: without it the link is not offered, `askFor` says whom to ask. */
  permission: Permission;
}

interface Step {
  title: string;
  /** Why this comes before the next step, in a sentence. */
  why: string;
  done: (setup: OfficeSetup) => boolean;
  links: StepLink[];
  /** What a user who may not do it should ask for, and of whom. */
  askFor: string;
}

/** The order an office fills itself in: each step needs the one before it (a project needs a system and a fund source; a contract needs a project). */
export const firstSteps: Step[] = [
  {
    title: 'Add an irrigation system',
    why: 'Every project belongs to a system or category.',
    done: (setup) => setup.systems > 0,
    links: [{ label: 'Add System', to: paths.systemAdd, permission: 'systems.write' }],
    askFor: 'Ask the account holder or a project inspector to add the irrigation systems.',
  },
  {
    title: 'Add fund sources and expenditure source names',
    why: 'A project is funded from a fund source; its expenditure sources are named from the office list.',
    done: (setup) => setup.fund_sources > 0 && setup.expenditure_source_names > 0,
    links: [
      { label: 'Fund Sources', to: paths.fundSources, permission: 'fundSources.write' },
      { label: 'Expenditure Source Names', to: paths.expenditureSourceNames, permission: 'expenditureSourceNames.write' },
    ],
    askFor: 'Ask the account holder or an accounting officer to add the fund sources and expenditure source names.',
  },
  {
    title: 'Add a project',
    why: 'A project has its implementation year and allocation.',
    done: (setup) => setup.projects > 0,
    links: [{ label: 'Add Project', to: paths.projects, permission: 'projects.create' }],
    askFor: "Ask the account holder to add the year's projects.",
  },
  {
    title: 'Add a contract',
    why: 'Open a project, then Add Contract: the schedule, accomplishment and slippage follow.',
    done: (setup) => setup.contracts > 0,
    links: [{ label: 'Open Projects', to: paths.projects, permission: 'contracts.create' }],
    askFor: 'Ask the account holder or a project inspector to add the contracts.',
  },
];

export function allFirstStepsDone(setup: OfficeSetup): boolean {
  return firstSteps.every((step) => step.done(setup));
}

/**
 * A new office's dashboard (issue 18): the four steps that fill it, each ticked
 * once done, with the page that does it for a user who may, and whom to ask
 * for one who may not (a viewer sees no button it cannot use).
 */
export function FirstSteps({ setup, actor }: { setup: OfficeSetup; actor: Actor | null }) {
  const doneCount = firstSteps.filter((step) => step.done(setup)).length;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="first-steps-title" sx={{ p: 2 }}>
      <Typography id="first-steps-title" variant="h2" component="h2" sx={{ fontSize: '1.125rem' }}>
        First Steps
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {doneCount} of {firstSteps.length} done. The dashboard fills in once the office has projects and contracts.
      </Typography>
      <Box component="ol" sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {firstSteps.map((step, index) => {
          const done = step.done(setup);
          const allowed = step.links.filter((link) => actor !== null && can(actor, link.permission));
          return (
            <Box
              component="li"
              key={step.title}
              aria-label={`Step ${index + 1}: ${step.title}${done ? ' (done)' : ''}`}
              sx={{ listStyle: 'none', display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
            >
              {done ? (
                <CheckCircle color="success" aria-hidden sx={{ mt: 0.25 }} />
              ) : (
                <RadioButtonUnchecked color="action" aria-hidden sx={{ mt: 0.25 }} />
              )}
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, textDecoration: done ? 'line-through' : 'none', color: done ? 'text.secondary' : 'text.primary' }}>
                  {index + 1}. {step.title}
                </Typography>
                {!done && (
                  <>
                    <Typography variant="body2" color="text.secondary">
                      {step.why}
                    </Typography>
                    {allowed.length > 0 ? (
                      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.75 }}>
                        {allowed.map((link) => (
                          <Button key={link.label} component={RouterLink} to={link.to} variant="outlined" size="small" sx={{ minHeight: 44 }}>
                            {link.label}
                          </Button>
                        ))}
                      </Box>
                    ) : (
                      <Typography variant="body2" sx={{ mt: 0.5 }}>
                        {step.askFor}
                      </Typography>
                    )}
                  </>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
