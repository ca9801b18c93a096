import { Card, CardContent } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, type RaRecord, type ValidateForm } from 'react-admin';
import { FormToolbar } from './FormToolbar';

interface FormCardProps {
  /** The whole form's rules (schemaValidator of the contract schema). */
  validate: ValidateForm;
  /** The values to start from on edit, when they differ from the record as loaded. */
  record?: Partial<RaRecord>;
  backTo: string;
  children: ReactNode;
}

/**
 * An add or edit form inside a Create/Edit controller: validated on blur (spec section 5), saved through the
 * controller, with the back and submit buttons at its foot.
 */
export function FormCard({ validate, record, backTo, children }: FormCardProps) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 2, maxWidth: 960 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Form validate={validate} record={record} mode="onBlur" noValidate>
          {children}
          <FormToolbar backTo={backTo} />
        </Form>
      </CardContent>
    </Card>
  );
}
