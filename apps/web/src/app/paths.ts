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

  dashboard: '/dashboard',
  accountProfile: '/account-profile',
  accountSettings: '/account-settings',
  userActivities: '/user-activities',
  expenditureSourceNames: '/expenditure-source-names',
  userProfile: (userId: number | string) => `/user-profile/${encodeURIComponent(userId)}`,
  userAccountUpdate: (userAccountId: number | string) => `/user-account/update/${encodeURIComponent(userAccountId)}`,

  // Spec 1 §2 pages that are not built yet: linked from the menu and the account profile.
  projects: '/projects',
  contracts: '/contracts',
  finance: '/finance',
  reports: '/reports',
  contractors: '/contractors',
  forum: '/forum',
  systems: '/systems',
  fundSources: '/fund-sources',
  physicalFeatureNames: '/physical-features/names/',
  contractsMonitoredInYear: (year: string, userId: number | string) =>
    `/contracts-monitored/year/${encodeURIComponent(year)}/${encodeURIComponent(userId)}`,

  /** Route-table patterns of the parametrised paths above. */
  pattern: {
    userProfile: '/user-profile/:userId',
    userAccountUpdate: '/user-account/update/:userAccountId?',
  },
} as const;
