import { Box, Chip, Link, Stack } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDate } from '../common/dates';
import { DetailGrid } from '../common/DetailGrid';
import { Identifier } from '../common/Identifier';
import { StateChip } from '../common/StateChip';
import { splitTags } from '../common/tags';
import { VideoPlayer } from '../common/VideoPlayer';
import { packageName } from '../packages/packageName';
import { isActiveVacancy, type VacancyRecord } from './types';

function Chips({ labels }: { labels: string[] }) {
  if (labels.length === 0) return null;
  return (
    <Stack direction="row" flexWrap="wrap" gap={0.5} component="span">
      {labels.map((label) => (
        <Chip key={label} label={label} size="small" variant="outlined" />
      ))}
    </Stack>
  );
}

/** Every field of spec section 3 with its label: the detail screen's and the delete screen's content. */
export function VacancyDetail({ record }: { record: VacancyRecord }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const packages = record.vacancy_package
    .filter((item) => item.is_selected)
    .map((item) => packageName(item, locale));
  const shareUrl = record.vacancy_share_url;
  // A server of the bare contract answers none.
  const criteria = record.scorecard_criteria ?? [];
  return (
    <DetailGrid
      items={[
        { label: 'vacancies.fields.id', value: record.pk },
        { label: 'vacancies.fields.title', value: record.vacancy_title },
        { label: 'vacancies.fields.company', value: record.vacancy_company.company_name },
        {
          label: 'vacancies.fields.status',
          value: (
            <StateChip active={isActiveVacancy(record)} label={`vacancies.status.${record.vacancy_status}`} />
          ),
        },
        { label: 'vacancies.fields.description', value: record.vacancy_description, wide: true },
        { label: 'vacancies.fields.tags', value: <Chips labels={splitTags(record.vacancy_tag)} /> },
        { label: 'vacancies.fields.quota', value: `${record.vacancy_quota} %` },
        { label: 'vacancies.fields.start_date', value: formatDate(record.vacancy_start_date) },
        { label: 'vacancies.fields.due_date', value: formatDate(record.vacancy_due_date) },
        { label: 'vacancies.fields.respondents', value: record.vacancy_respondents_count },
        { label: 'vacancies.fields.form_id', value: record.vacancy_form_id },
        { label: 'vacancies.fields.created_by', value: record.vacancy_created_by },
        { label: 'vacancies.fields.modified_by', value: record.vacancy_modified_by },
        { label: 'vacancies.fields.created_at', value: formatDate(record.created_at) },
        { label: 'vacancies.fields.folder_name', value: record.vacancy_company.folder_name },
        { label: 'vacancies.fields.folder_id', value: <Identifier id={record.vacancy_company.folder_id} /> },
        {
          label: 'vacancies.fields.packages',
          value: packages.length ? <Chips labels={packages} /> : translate('vacancies.details.no_packages'),
          wide: true,
        },
        {
          label: 'vacancies.fields.scorecard_criteria',
          value: criteria.length ? <Chips labels={criteria} /> : translate('vacancies.details.no_criteria'),
          wide: true,
        },
        {
          label: 'vacancies.fields.share_url',
          value: shareUrl && (
            <Link href={shareUrl} target="_blank" rel="noopener noreferrer">
              {translate('vacancies.details.open_share_url')}
            </Link>
          ),
        },
        {
          label: 'vacancies.fields.thumbnail',
          value: record.vacancy_thumbnail && (
            <Box
              component="img"
              src={record.vacancy_thumbnail}
              alt={translate('vacancies.fields.thumbnail')}
              sx={{ display: 'block', maxWidth: 240, maxHeight: 140, borderRadius: 1 }}
            />
          ),
        },
        {
          label: 'vacancies.fields.video',
          value: shareUrl ? (
            <VideoPlayer src={shareUrl} poster={record.vacancy_thumbnail} label="vacancies.fields.video" />
          ) : (
            translate('vacancies.details.no_video')
          ),
          wide: true,
        },
      ]}
    />
  );
}
