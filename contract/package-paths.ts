/**
 * The packages' calls, relative to the API base (contract/paths.ts gathers every resource's into API_PATHS).
 * A module of its own, without zod, so that the app's first load reads the paths without the schemas.
 */
export const PACKAGE_PATHS = {
  packageList: 'customer-api/vacancy-package-list/',
  /** Beyond the contract: the SubAdmin manages the package catalogue. */
  packageCreate: 'customer-api/vacancy-package-create/',
  packageUpdate: 'customer-api/vacancy-package-update/:id/',
  packageDelete: 'customer-api/vacancy-package-delete/:id/',
  /** Deletes many packages, as the single delete does each. */
  packageBulkDelete: 'customer-api/vacancy-package-bulk-delete/',
} as const;
