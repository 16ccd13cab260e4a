// Free of zod: the web's shell builds its paths from these.

/** The web pages where a contract's records are entered (the app's routes; apps/web paths.ts builds its links from these). */
export const contractRecordPages = {
  physicalSchedule: (contractId: number | string) => `/physical-schedule-list/${encodeURIComponent(contractId)}`,
  physicalAccomplishment: (contractId: number | string) => `/physical-accomplishment-list/${encodeURIComponent(contractId)}`,
  suspensionOrders: (contractId: number | string) => `/suspension-orders/contract/${encodeURIComponent(contractId)}`,
  variationOrders: (contractId: number | string) => `/variation-orders/contract/${encodeURIComponent(contractId)}`,
  financialAccomplishment: (contractId: number | string) => `/financial-accomplishment/contract/${encodeURIComponent(contractId)}`,
  approvedTimeExtensions: (contractId: number | string) => `/approved-time-extensions/contract/${encodeURIComponent(contractId)}`,
  /** The contract's own fields (effectivity, contract time, amount) are fixed on Update Contract. */
  contractUpdate: (contractId: number | string) => `/contracts/update/${encodeURIComponent(contractId)}`,
} as const;
