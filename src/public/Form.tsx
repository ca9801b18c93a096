import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useUnsavedInput } from '../common/unsavedInput';
import type { LazyValidator } from '../common/validation';
import { TRY_AGAIN_MESSAGE } from '../providers/unreachable';
import { clickAgain, takeOverBoot } from './boot/takeOver';
import type { Translate } from './language';
import { notify } from './toastStore';

/** What a field's check reports, as react-admin's validators do: an i18n key and the values it interpolates. */
interface FieldError {
  message: string;
  args?: Record<string, unknown>;
}

type Values = Record<string, unknown>;
type Errors = Partial<Record<string, FieldError>>;

/** Every field's error, as react-admin's form-level validation reads what `validate` answers. */
async function check(validator: LazyValidator, values: Values): Promise<Errors> {
  const errors: Errors = {};
  for (const [field, found] of Object.entries((await validator.validate({ ...values })) ?? {})) {
    if (found) errors[field] = typeof found === 'string' ? { message: found } : (found as FieldError);
  }
  return errors;
}

/** The text of a field's error, translated as react-admin's ValidationError does. */
export function errorText(error: FieldError | undefined, translate: Translate): string | undefined {
  return error && translate(error.message, { _: error.message, ...error.args });
}

interface FormContextValue {
  values: Values;
  errors: Errors;
  change: (name: string, value: unknown) => void;
  blur: (name: string) => void;
  /** The element of a field, which gets the focus when a submit finds the field wrong, and its default. */
  register: (name: string, element: HTMLElement | null, defaultValue: unknown) => void;
}

const FormContext = createContext<FormContextValue | null>(null);

/** A field of the surrounding `<Form>`: its value (`defaultValue` until changed), error and handlers. */
export function useField(name: string, defaultValue?: unknown) {
  const form = useContext(FormContext);
  if (!form) throw new Error(`the field ${name} is outside a <Form>`);
  const { values, errors, change, blur, register } = form;
  return {
    name,
    value: values[name] === undefined ? defaultValue : values[name],
    error: errors[name],
    onChange: useCallback((value: unknown) => change(name, value), [change, name]),
    onBlur: useCallback(() => blur(name), [blur, name]),
    ref: useCallback(
      (element: HTMLElement | null) => register(name, element, defaultValue),
      [register, name, defaultValue],
    ),
  };
}

function withError(errors: Errors, name: string, found: FieldError | undefined): Errors {
  if (errors[name] === found) return errors;
  const { [name]: _old, ...others } = errors;
  return found ? { ...others, [name]: found } : others;
}

interface FormProps<FormValues extends object> {
  validator: LazyValidator;
  onSubmit: (values: FormValues) => Promise<void>;
  children: ReactNode;
}

/**
 * react-admin's `<Form mode="onBlur" noValidate>` for the public pages, and its react-hook-form rules: a
 * field is checked when it loses focus; a submit checks every field, focuses the first wrong one and says
 * in a toast that the form is not valid; after a submit, a field is checked on every change instead. The
 * checks' code (the contract's schemas and zod) is fetched when the form first gets the focus: a visit that
 * only looks, or is sent on to /home, loads no more than the page.
 */
export function Form<FormValues extends object>({ validator, onSubmit, children }: FormProps<FormValues>) {
  const [values, setValues] = useState<Values>({});
  useUnsavedInput(Object.keys(values).length > 0);
  const [errors, setErrors] = useState<Errors>({});
  // What the checks read: the values as of the last change, defaults included, even before a render.
  const latest = useRef<Values>({});
  const elements = useRef(new Map<string, HTMLElement>());
  const submitted = useRef(false);
  const formElement = useRef<HTMLFormElement>(null);

  const recheck = useCallback(
    async (name: string) => {
      // Without the checks' code (offline) a field shows no verdict; the submit says why.
      const found = await check(validator, latest.current).catch(() => undefined);
      if (found) setErrors((current) => withError(current, name, found[name]));
    },
    [validator],
  );

  const change = useCallback(
    (name: string, value: unknown) => {
      latest.current = { ...latest.current, [name]: value };
      setValues(latest.current);
      if (submitted.current) void recheck(name);
    },
    [recheck],
  );

  const blur = useCallback(
    (name: string) => {
      if (!submitted.current) void recheck(name);
    },
    [recheck],
  );

  const register = useCallback((name: string, element: HTMLElement | null, defaultValue: unknown) => {
    if (!element) return;
    elements.current.set(name, element);
    if (latest.current[name] === undefined && defaultValue !== undefined) {
      latest.current = { ...latest.current, [name]: defaultValue };
    }
  }, []);

  // The first paint's form (index.html) ends as this one appears, in the same frame: what was typed into it, its
  // focus, and a submit or a button's click it held back carry over. The state set here renders before the
  // browser paints.
  useLayoutEffect(() => {
    const input = takeOverBoot();
    if (!input) return;
    for (const [name, value] of Object.entries(input.values)) change(name, value);
    // A filled field the user has left is checked, as one that loses the focus (what the user typed is judged
    // as it would have been had the app run from the start).
    for (const name of Object.keys(input.values)) if (name !== input.focused) blur(name);
    const focused = input.focused === undefined ? undefined : elements.current.get(input.focused);
    focused?.focus();
    if (focused instanceof HTMLInputElement && input.selection) focused.setSelectionRange(...input.selection);
    if (input.submitted) formElement.current?.requestSubmit();
    else clickAgain(input);
  }, [change, blur]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    event.stopPropagation();
    let found: Errors;
    try {
      found = await check(validator, latest.current);
    } catch {
      // The checks' code could not be fetched: the API cannot be reached either.
      notify(TRY_AGAIN_MESSAGE, { type: 'error' });
      return;
    }
    setErrors(found);
    if (Object.keys(found).length) {
      submitted.current = true;
      [...elements.current].find(([name]) => found[name])?.[1].focus();
      notify('ra.message.invalid_form', { type: 'error' });
      return;
    }
    await onSubmit({ ...latest.current } as FormValues);
    submitted.current = true;
  };

  return (
    <FormContext.Provider value={{ values, errors, change, blur, register }}>
      {/* POST: a submit before the app runs (index.html's first paint) never puts the password in the address. */}
      <form
        ref={formElement}
        method="post"
        onSubmit={(event) => void submit(event)}
        onFocus={validator.preload}
        noValidate
      >
        {children}
      </form>
    </FormContext.Provider>
  );
}
