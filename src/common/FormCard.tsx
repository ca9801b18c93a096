import { Alert, Box, Card, CardContent } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { Form, type RaRecord } from 'react-admin';
import { AskBeforeLeaving } from './AskBeforeLeaving';
import { FormToolbar } from './FormToolbar';
import { ReportUnsavedInput } from './ReportUnsavedInput';
import type { LazyValidator } from './validation';

interface FormCardProps {
  /** The whole form's rules (lazySchemaValidator of the contract schema), fetched as the form appears. */
  validator: LazyValidator;
  /** The values to start from on edit, when they differ from the record as loaded. */
  record?: Partial<RaRecord>;
  backTo: string;
  /** Why the user may read but not change the record (said above the form), or undefined. */
  readOnly?: string;
  children: ReactNode;
}

/**
 * An add or edit form inside a Create/Edit controller: validated on blur (spec section 5), saved through the
 * controller, with the back and submit buttons at its foot. A read-only form shows why, its fields disabled
 * (a disabled fieldset: every input of any kind) and no submit.
 */
export function FormCard({ validator, record, backTo, readOnly, children }: FormCardProps) {
  useEffect(() => validator.preload(), [validator]);
  return (
    <Card variant="outlined" sx={{ borderRadius: 2, maxWidth: 960 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        {readOnly && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {readOnly}
          </Alert>
        )}
        <Form validate={validator.validate} record={record} mode="onBlur" noValidate>
          <Box component="fieldset" disabled={Boolean(readOnly)} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            {children}
          </Box>
          <FormToolbar backTo={backTo} readOnly={Boolean(readOnly)} />
          <ReportUnsavedInput />
          <AskBeforeLeaving />
        </Form>
      </CardContent>
    </Card>
  );
}
