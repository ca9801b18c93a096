import { Card, CardContent } from '@mui/material';
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
  children: ReactNode;
}

/**
 * An add or edit form inside a Create/Edit controller: validated on blur (spec section 5), saved through the
 * controller, with the back and submit buttons at its foot.
 */
export function FormCard({ validator, record, backTo, children }: FormCardProps) {
  useEffect(() => validator.preload(), [validator]);
  return (
    <Card variant="outlined" sx={{ borderRadius: 2, maxWidth: 960 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Form validate={validator.validate} record={record} mode="onBlur" noValidate>
          {children}
          <FormToolbar backTo={backTo} />
          <ReportUnsavedInput />
          <AskBeforeLeaving />
        </Form>
      </CardContent>
    </Card>
  );
}
