import { useEffect, useState } from 'react';
import type { ContactCheck, ContactValues } from '../checkout-validation';
import { emptyContact } from '../components/contact-fields';

/** The validation module (zod and the contract schemas), loaded beside the form, not with it. */
const loadValidation = () => import('../checkout-validation');

/**
 * Contact and address form state. Errors show after the first submit and follow each edit;
 * `check()` validates with the contract schemas.
 */
export function useContactForm(initial: ContactValues = emptyContact) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    void loadValidation();
  }, []);
  const check = async (v: ContactValues = values): Promise<ContactCheck> => {
    const { checkContact } = await loadValidation();
    const result = checkContact(v);
    setErrors(result.ok ? {} : result.errors);
    return result;
  };
  const change = (next: ContactValues) => {
    setValues(next);
    if (submitted) void check(next);
  };
  const submit = async () => {
    setSubmitted(true);
    return check();
  };
  return { values, errors, setErrors, change, submit };
}
