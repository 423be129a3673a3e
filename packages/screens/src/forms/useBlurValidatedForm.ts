import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';

/**
 * A form validated the spec's way (spec 1 section 5): each field when it is left, and again when
 * it is left after a change; the submit button follows `useCanSubmit`, not these errors.
 */
export function useBlurValidatedForm<T extends FieldValues>(
  defaultValues: DefaultValues<T>,
  resolver: Resolver<T>,
) {
  return useForm<T>({ mode: 'onBlur', reValidateMode: 'onBlur', defaultValues, resolver });
}
