import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { Link } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { REJECTED_STATUS } from '@contract/rejection';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../common/dates';
import { DetailGrid } from '../common/DetailGrid';
import { StateChip } from '../common/StateChip';
import { VideoPlayer } from '../common/VideoPlayer';
import { reasonName } from '../rejection-reasons/reasonName';
import { routes } from '../routes';
import { StatusLabel } from './StatusLabel';
import { isActiveCandidate, type CandidateRecord } from './types';

function ResumeLink({ record }: { record: CandidateRecord }) {
  const translate = useTranslate();
  if (!record.candidate_resume) return <>{translate('candidates.details.no_resume')}</>;
  return (
    <Link
      href={record.candidate_resume}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <DescriptionOutlinedIcon fontSize="small" aria-hidden />
      {translate('candidates.details.open_resume')}
      {record.candidate_file_name ? ` (${record.candidate_file_name})` : ''}
    </Link>
  );
}

/**
 * The number as a `tel:` link, its spaces written as hyphens (RFC 3966 takes hyphens, dots and brackets between
 * digits, but no spaces); as plain text when it holds too few digits to dial. The spec asks only that a phone
 * be given, so 'n/a' or 'via HR' are stored as written, and a link of them would dial nothing.
 */
function PhoneLink({ phone }: { phone: string }) {
  if (phone.replace(/\D/g, '').length < 3) return <>{phone}</>;
  return <Link href={`tel:${phone.trim().replace(/\s+/g, '-')}`}>{phone}</Link>;
}

/**
 * Every field of a candidate (spec section 3): the resume opens in a new tab, the video plays in the page
 * (candidate_share_url is the video, the thumbnail its poster).
 */
export function CandidateDetail({ record }: { record: CandidateRecord }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { vacancy, rejection_reason: reason } = record;
  // Issue 34: why a Rejected candidate was rejected, in the UI's language.
  const rejection =
    record.candidate_status === REJECTED_STATUS
      ? [
          {
            label: 'rejectionReasons.choice.label',
            value: reason ? reasonName(reason, locale) : translate('rejectionReasons.choice.none'),
          },
        ]
      : [];
  return (
    <DetailGrid
      items={[
        { label: 'candidates.fields.name', value: record.candidate_name },
        {
          label: 'candidates.fields.email',
          value: <Link href={`mailto:${record.candidate_email}`}>{record.candidate_email}</Link>,
        },
        {
          label: 'candidates.fields.phone',
          value: <PhoneLink phone={record.candidate_phone_number} />,
        },
        { label: 'candidates.fields.applied_on', value: formatDate(record.created_at) },
        {
          label: 'candidates.fields.vacancy',
          value: (
            <Link component={RouterLink} to={routes.vacancyDetails('all', vacancy.uid, String(vacancy.id))}>
              {vacancy.vacancy_title}
            </Link>
          ),
        },
        { label: 'candidates.fields.company', value: vacancy.vacancy_company.company_name },
        { label: 'candidates.fields.status', value: <StatusLabel status={record.candidate_status} /> },
        ...rejection,
        {
          label: 'candidates.fields.active',
          value: (
            <StateChip
              active={isActiveCandidate(record)}
              label={`candidates.active.${record.is_candidate_active}`}
            />
          ),
        },
        {
          label: 'candidates.fields.language',
          value: translate(`candidates.languages.${record.candidate_language ?? 'german'}`),
        },
        { label: 'candidates.fields.resume', value: <ResumeLink record={record} />, wide: true },
        {
          label: 'candidates.fields.video',
          value: record.candidate_share_url ? (
            <VideoPlayer
              src={record.candidate_share_url}
              poster={record.candidate_thumbnail}
              label="candidates.fields.video"
            />
          ) : (
            translate('candidates.details.no_video')
          ),
          wide: true,
        },
      ]}
    />
  );
}
