import { useTranslations } from 'next-intl';

/** What stands where a map is while its code (Leaflet and all) loads. */
export function MapLoading({ className = '' }: { className?: string }) {
  return (
    <div className={`map-loading ${className}`.trim()}>
      {useTranslations('Common')('loadingMap')}
    </div>
  );
}
