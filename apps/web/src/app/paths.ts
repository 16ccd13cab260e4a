/**
 * Every route path of the app, once (bulletproof-react `config/paths.ts`).
 * Links, redirects, the menu, breadcrumbs and the route table read them here:
 * a page that moves changes one line. Parametrised pages have a builder for
 * links and a `pattern` for the route table. The record pages' builders live
 * in the domain (`contractRecordPages`), because the server names them too:
 * a row whose records are refused links to the page where they are fixed.
 */
import { contractRecordPages } from '@subaybay/domain';

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

  // Spec 3 §2 and spec 1 §2: contracts and what is recorded against them.
  contracts: '/contracts',
  contractsOfYear: (year: number | string) => `/contracts/year/${encodeURIComponent(year)}`,
  /** One contractor's contracts of a year: the name in the route, spaces written as underscores. */
  contractsOfContractor: (year: number | string, contractorName: string) =>
    `/contracts/year/${encodeURIComponent(year)}/${encodeURIComponent(contractorName.replaceAll(' ', '_'))}`,
  contractsCompleted: (year: number | string) => `/contracts/completed/${encodeURIComponent(year)}`,
  contractsOngoing: (year: number | string) => `/contracts/ongoing/${encodeURIComponent(year)}`,
  contractsMonitoredInYear: (year: number | string, userId: number | string) =>
    `/contracts-monitored/year/${encodeURIComponent(year)}/${encodeURIComponent(userId)}`,
  /** Contract Details; opened from a project, the year and project give the breadcrumbs back to it. */
  contractDetails: (contractId: number | string, from?: { implementationYear: number | string; projectId: number | string }) =>
    from
      ? `/contracts/details/${encodeURIComponent(contractId)}/${encodeURIComponent(from.implementationYear)}/${encodeURIComponent(from.projectId)}`
      : `/contracts/details/${encodeURIComponent(contractId)}`,
  /** The legacy Update Contract form; `back` is the page its breadcrumb returns to. */
  contractUpdate: (contractId: number | string, back?: string) =>
    `/contracts/update/${encodeURIComponent(contractId)}${back ? `?back=${encodeURIComponent(back)}` : ''}`,
  contractSummary: (contractId: number | string) => `/contracts/summary/${encodeURIComponent(contractId)}`,
  contractTimeline: (contractId: number | string) => `/contracts/timeline/${encodeURIComponent(contractId)}`,
  physicalSchedule: contractRecordPages.physicalSchedule,
  physicalAccomplishment: contractRecordPages.physicalAccomplishment,
  suspensionOrders: contractRecordPages.suspensionOrders,
  variationOrders: contractRecordPages.variationOrders,
  physicalFeatureNames: '/physical-features/names/',
  physicalFeaturesOfContract: (contractId: number | string) => `/physical-features/contract/${encodeURIComponent(contractId)}`,
  physicalFeatureAccomplishments: (contractId: number | string, featureNameId: number | string) =>
    `/physical-features/contract/${encodeURIComponent(contractId)}/feature-name/${encodeURIComponent(featureNameId)}`,
  financialAccomplishment: contractRecordPages.financialAccomplishment,
  approvedTimeExtensions: contractRecordPages.approvedTimeExtensions,
  /** A contract's site photos (issue 21). */
  contractPhotos: (contractId: number | string) => `/contracts/${encodeURIComponent(contractId)}/photos`,

  contractors: '/contractors',
  contractorAdd: '/contractors/add',
  contractor: (contractorId: number | string) => `/contractors/${encodeURIComponent(contractorId)}`,

  // Spec 2 §2: reports.
  reports: '/reports/main/',
  contractsReports: '/reports/contracts/',
  contractsDetailedBreakdown: '/reports/contracts/detailed/',
  contractsWithNegativeSlippage: (implementationYear: number | string) =>
    `/reports/contracts/negative-slippage/${encodeURIComponent(implementationYear)}`,
  overallSCurve: '/reports/contracts/overall-s-curve/',
  ppaReport: '/reports/contracts/ppa/',
  projectsReports: '/reports/projects/',
  projectsAccomplishmentReport: '/reports/projects/accomplishment',
  projectsAccomplishmentSummaryReport: '/reports/projects/accomplishment-summary-report/',
  projectReport: (projectId: number | string, year: number | string) =>
    `/project/report/${encodeURIComponent(projectId)}/${encodeURIComponent(year)}`,

  forum: '/forum',
  forumCategory: (categoryId: number | string, categoryTitle: string) =>
    `/posts/category/${encodeURIComponent(categoryId)}/${encodeURIComponent(categoryTitle)}`,
  forumPost: (postId: number | string) => `/forum/posts/${encodeURIComponent(postId)}`,
  forumCreatePost: (categoryId: number | string, categoryTitle: string) =>
    `/forum/create/${encodeURIComponent(categoryId)}/${encodeURIComponent(categoryTitle)}`,
  forumEditPost: (postId: number | string) => `/forum/posts/${encodeURIComponent(postId)}/edit`,

  /** The user guide the menu's Documentation item opens (served by the app). */
  guide: '/guide',
  guidePage: (slug: string) => `/guide/${encodeURIComponent(slug)}`,

  /** Route-table patterns of the parametrised paths above. */
  pattern: {
    userProfile: '/user-profile/:userId',
    userAccountUpdate: '/user-account/update/:userAccountId?',
    projectsByYear: '/projects/year/:year',
    projectDetails: '/projects/details/:projectId/:year',
    systemUpdate: '/systems/update/:id?',
    expendituresByYear: '/finance/expenditures-by-year/:year?',
    contractsOfYear: '/contracts/year/:year',
    contractsOfContractor: '/contracts/year/:year/:id',
    contractsCompleted: '/contracts/completed/:year?',
    contractsOngoing: '/contracts/ongoing/:year?',
    contractsMonitoredInYear: '/contracts-monitored/year/:year/:user_id',
    contractDetails: '/contracts/details/:contractId?/:implementationYear?/:projectId?',
    contractUpdate: '/contracts/update/:id?',
    contractSummary: '/contracts/summary/:contractId?',
    contractTimeline: '/contracts/timeline/:contractId?',
    contractor: '/contractors/:contractor_id',
    contractsWithNegativeSlippage: '/reports/contracts/negative-slippage/:implementationYear?',
    projectReport: '/project/report/:projectId/:year',
    physicalSchedule: '/physical-schedule-list/:contractId?',
    physicalAccomplishment: '/physical-accomplishment-list/:contractId?',
    suspensionOrders: '/suspension-orders/contract/:contractId?',
    variationOrders: '/variation-orders/contract/:contractId?',
    physicalFeaturesOfContract: '/physical-features/contract/:id?',
    physicalFeatureAccomplishments: '/physical-features/contract/:contractId/feature-name/:featureNameId',
    financialAccomplishment: '/financial-accomplishment/contract/:contractId?',
    approvedTimeExtensions: '/approved-time-extensions/contract/:contractId?',
    contractPhotos: '/contracts/:contractId/photos',
    forumCategory: '/posts/category/:catId/:catTitle',
    forumPost: '/forum/posts/:postId',
    forumCreatePost: '/forum/create/:catId/:catTitle',
    forumEditPost: '/forum/posts/:postId/edit',
    guidePage: '/guide/:slug',
  },
} as const;
