/**
 * Every route path of the app, once (bulletproof-react `config/paths.ts`).
 * Links, redirects, the menu, breadcrumbs and the route table read them here:
 * a page that moves changes one line. Parametrised pages have a builder for
 * links and a `pattern` for the route table.
 */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register-account',
  terms: '/terms',
  privacy: '/privacy',
  about: '/about',
  inactive: '/inactive',
  /** Matches no route, so the not-found page shows (spec 2 §8: a page opened without its year). */
  notFound: '/page-not-found',

  dashboard: '/dashboard',
  accountProfile: '/account-profile',
  accountSettings: '/account-settings',
  userActivities: '/user-activities',
  expenditureSourceNames: '/expenditure-source-names',
  userProfile: (userId: number | string) => `/user-profile/${encodeURIComponent(userId)}`,
  userAccountUpdate: (userAccountId: number | string) => `/user-account/update/${encodeURIComponent(userAccountId)}`,

  // Spec 2 §2: projects, systems, fund sources, finance.
  projects: '/projects',
  projectsByYear: (year: number | string) => `/projects/year/${encodeURIComponent(year)}`,
  projectDetails: (projectId: number | string, year: number | string) =>
    `/projects/details/${encodeURIComponent(projectId)}/${encodeURIComponent(year)}`,
  systems: '/systems',
  systemAdd: '/systems/add',
  systemUpdate: (systemId: number | string) => `/systems/update/${encodeURIComponent(systemId)}`,
  fundSources: '/fund-sources',
  finance: '/finance',
  expendituresByYear: (year: number | string) => `/finance/expenditures-by-year/${encodeURIComponent(year)}`,

  // Pages that are not built yet: linked from the menu and the account profile.
  contracts: '/contracts',
  contractDetails: (contractId: number | string) => `/contracts/details/${encodeURIComponent(contractId)}`,
  reports: '/reports',
  contractors: '/contractors',
  forum: '/forum',
  physicalFeatureNames: '/physical-features/names/',
  contractsMonitoredInYear: (year: string, userId: number | string) =>
    `/contracts-monitored/year/${encodeURIComponent(year)}/${encodeURIComponent(userId)}`,

  /** Route-table patterns of the parametrised paths above. */
  pattern: {
    userProfile: '/user-profile/:userId',
    userAccountUpdate: '/user-account/update/:userAccountId?',
    projectsByYear: '/projects/year/:year',
    projectDetails: '/projects/details/:projectId/:year',
    systemUpdate: '/systems/update/:id?',
    expendituresByYear: '/finance/expenditures-by-year/:year?',
  },
} as const;
