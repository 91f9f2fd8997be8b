import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** Link and router that keep the visitor's language in the URL (`/es/…` for Spanish). */
export const { Link, usePathname, useRouter, getPathname } = createNavigation(routing);
