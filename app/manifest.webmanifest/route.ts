import { manifestResponse } from '@/lib/i18n/web-manifest';

/** The web app manifest of the English pages. */
export const GET = (): Response => manifestResponse('en');

export const dynamic = 'force-static';
