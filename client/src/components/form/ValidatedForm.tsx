import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type FormHTMLAttributes,
  type ReactNode,
} from 'react';
import { problemAt, type FormProblem } from '../../lib/userErrors';
import './form.css';

interface FormContextValue {
  /** A submit was tried: every field shows its message now, blurred or not. */
  attempted: boolean;
  /** Registers a field's "clear my custom message" step, run at the start of every submit. */
  register(clear: () => void): () => void;
  /** The gateway's refusal of the last save (a payload's userErrors), shown by the field it names. */
  problem: FormProblem | null;
}

const FormContext = createContext<FormContextValue | null>(null);
export const useValidatedFormContext = () => useContext(FormContext);

/** The gateway's message for the field `name` of the surrounding form (its path in the form's values), else null. */
export const useFieldProblem = (name: string | undefined) => {
  const problem = useContext(FormContext)?.problem ?? null;
  return name === undefined ? null : problemAt(problem, name);
};

interface Props extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  /** Runs only when the browser's validity check passes; a returned promise keeps the form submitting. */
  onValidSubmit: (form: HTMLFormElement) => void | Promise<unknown>;
  /** The gateway's refusal of the last save: fields named by it (`name`) show its message. */
  problem?: FormProblem | null;
  children: ReactNode;
}

/**
 * A form submitted only when the browser's validity check passes (accounts spec §5 "Forms in general").
 * On submit it clears the fields' custom messages, then carries `data-validated` while it attempts to
 * submit: from the attempt until a valid submission has finished, so a failed attempt shows every field's
 * message and invalid style. Focus goes to the first invalid field.
 */
export function ValidatedForm({ onValidSubmit, problem = null, children, ...rest }: Props) {
  const [attempted, setAttempted] = useState(false);
  const clears = useRef(new Set<() => void>());
  const busy = useRef(false);
  const register = useCallback((clear: () => void) => {
    clears.current.add(clear);
    return () => {
      clears.current.delete(clear);
    };
  }, []);
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy.current) return;
    const form = e.currentTarget;
    clears.current.forEach((clear) => clear());
    setAttempted(true);
    const invalid = firstInvalid(form);
    if (invalid) {
      invalid.focus();
      return;
    }
    busy.current = true;
    try {
      await onValidSubmit(form);
    } finally {
      busy.current = false;
      setAttempted(false);
    }
  };
  const value = useMemo(() => ({ attempted, register, problem }), [attempted, register, problem]);
  return (
    <FormContext.Provider value={value}>
      <form {...rest} noValidate onSubmit={onSubmit} data-validated={attempted ? '' : undefined}>
        {children}
      </form>
    </FormContext.Provider>
  );
}

/**
 * The first field that stops a submit, after every field has reported its validity (each fires `invalid`). A
 * captcha's fields (inside `[data-solved-on-submit]`) do not count: the submit itself solves the captcha.
 */
function firstInvalid(form: HTMLFormElement): HTMLElement | undefined {
  const invalid = [...form.elements].filter(
    (el): el is HTMLInputElement =>
      'checkValidity' in el && !el.closest('[data-solved-on-submit]') && !(el as HTMLInputElement).checkValidity(),
  );
  return invalid[0];
}
