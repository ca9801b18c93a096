import type { Row } from '../providers/listing';

/** POST email-template-create/ and PUT email-template-update/{uid}/ (contract/templates.ts, templateWrite). */
export const templateBody = (data: Row): Row => ({
  template_name: data.template_name,
  company_uid: data.company_uid ?? '',
  subject_en: data.subject_en,
  body_en: data.body_en,
  subject_de: data.subject_de,
  body_de: data.body_de,
});
