import { manifestResponse } from '@/lib/i18n/web-manifest';

/** The web app manifest of the Spanish pages: it starts in Spanish, its shortcuts too. */
export const GET = (): Response => manifestResponse('es');

export const dynamic = 'force-static';
