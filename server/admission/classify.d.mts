import type { IncomingHttpHeaders } from 'node:http';
import type { AdmissionKind } from './index.mjs';

export declare function admissionKindOf(
  pathname: string,
  headers: IncomingHttpHeaders,
): AdmissionKind;
