/** The platform's domain words and constants (spec sections 3, 4 and 9): defined once, imported everywhere. */

export const PRODUCT_NAME_DEFAULT = 'Recruit';

export const USER_ROLES = ['SubAdmin', 'CustomerAdmin', 'StaffAdmin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** The login form always sends this fixed role (spec section 6). */
export const LOGIN_ROLE = 'SuperAdmin';

export const USER_STATUSES = ['Approved', 'Rejected', 'Pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
/** The edit form sets one of these (spec section 4). */
export const EDITABLE_USER_STATUSES = ['Approved', 'Rejected'] as const;
/** A user is active when Approved; a customer is active when it has at least one active user. */
export const ACTIVE_USER_STATUS: UserStatus = 'Approved';
/** The creation payload carries a fixed dummy username (spec section 3). */
export const USERNAME_PLACEHOLDER = 'username';

export const ACTIVE_STATES = ['Active', 'Inactive'] as const;
export type ActiveState = (typeof ACTIVE_STATES)[number];
export const VACANCY_STATUSES = ACTIVE_STATES;
export type VacancyStatus = ActiveState;

export const CANDIDATE_STATUSES = [
  'Applied',
  'Contacted',
  'First_Interview',
  'Second_Interview',
  'Third_Interview',
  'Contract_Sent',
  'Contract_Signed',
  'Employed',
  'Rejected',
] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];
/** The candidate edit payload names the active state in lower case. */
export const CANDIDATE_ACTIVE_CHOICES = ['active', 'inactive'] as const;

/** The {type} segment of the list calls. */
export const USER_LIST_TYPES = ['all', 'active', 'inactive', 'pending'] as const;
export const LIST_TYPES = ['all', 'active', 'inactive'] as const;
export type ListType = (typeof USER_LIST_TYPES)[number];

export const PASSWORD_LENGTH = { min: 8, max: 25 } as const;
export const VACANCY_QUOTA_MAX = 100;
export const TEXT_MAX = 255;
export const LONG_TEXT_MAX = 20_000;
/** A note on a candidate: long enough for an interview's minutes, short enough to read. */
export const NOTE_TEXT_MAX = 5_000;
/** A page's size where a list or history call names none: the app's lists and timelines ask for it too. */
export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 100;
/** The files a list exports every matching record as: an Excel workbook, or a CSV file. */
export const FILE_FORMATS = ['xlsx', 'csv'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];
/** A list call's answer formats (`?format=`): the contract's JSON, or a file of every matching record. */
export const LIST_FORMATS = ['json', ...FILE_FORMATS] as const;
export type ListFormat = (typeof LIST_FORMATS)[number];

/** The built-in administration company: fixed uid, never deletable, home of every SubAdmin. */
export const ADMINISTRATION_COMPANY_UID = '00000000-0000-4000-8000-000000000001';
export const administrationCompanyName = (productName: string) => `${productName} Administration`;

export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/**
 * Most pixels of an uploaded image, every frame counted (width × height × frames): a 12-megapixel photo
 * fits, and a browser showing it decodes at most 64 MB. A decompression bomb is refused before decoding.
 */
export const UPLOAD_MAX_PIXELS = 16_000_000;
/**
 * The multipart limits of every form, beside the file size (the UPLOAD_MAX_BYTES setting): far above what
 * the forms send (one image, a dozen fields, texts of at most LONG_TEXT_MAX characters).
 */
export const FORM_LIMITS = { files: 2, fields: 30, fieldSize: 64 * 1024, parts: 40 } as const;

/** What a history entry records; each resource's contract declares its kind and fields (RecordedHistory). */
export const HISTORY_ACTIONS = ['create', 'update', 'delete', 'erase'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/**
 * Fields whose values are never kept: a change shows as the field alone, from and to null ("password
 * changed", "logo changed", "thumbnail changed").
 */
export const VALUELESS_FIELDS = ['password', 'company_logo', 'vacancy_thumbnail'] as const;

/**
 * Bulk actions (issue 12): the most records one call names by uid, and the most an "all matching" changes: a
 * SubAdmin's, across every company, and anyone else's, within their company (issue 27).
 */
export const BULK_UIDS_MAX = 1_000;
export const BULK_MATCHING_MAX = 10_000;
export const BULK_MATCHING_MAX_IN_COMPANY = 1_000;
