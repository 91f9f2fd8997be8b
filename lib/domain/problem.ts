/** One invalid parameter of a request, as listed in a problem+json `errors` array. */
export interface FieldError {
  parameter: string;
  message: string;
}

/** RFC 9457 problem details as this API sends them. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance?: string;
  errors?: FieldError[];
}
