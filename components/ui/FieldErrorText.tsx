/** The error under a form field, announced when it appears; nothing when there is none. */
export function FieldErrorText({
  id,
  message,
}: {
  id: string;
  message: string | null | undefined;
}) {
  return message ? (
    <p id={id} className="field-error" role="alert">
      {message}
    </p>
  ) : null;
}

/** The input attributes that tie a field to its error text for screen readers. */
export const invalidFieldProps = (errorId: string, message: string | null | undefined) =>
  message ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
