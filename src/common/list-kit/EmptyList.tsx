import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What an empty list shows (spec section 2): No Records Found / There are no records to display. */
export function EmptyList() {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <InboxOutlinedIcon aria-hidden sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography variant="h6" component="p">
        {translate('app.list.empty_title')}
      </Typography>
      <Typography color="text.secondary">{translate('app.list.empty_text')}</Typography>
    </Box>
  );
}
