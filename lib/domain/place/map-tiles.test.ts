// The maps and the CSP read the tile server from one rule: an empty setting means OpenStreetMap.
import { describe, expect, it } from 'vitest';
import { OSM_TILE_URL, tileUrlTemplate } from './map-tiles';

describe('tileUrlTemplate', () => {
  it('uses OpenStreetMap when nothing, or only blanks, is configured', () => {
    expect(tileUrlTemplate(undefined)).toBe(OSM_TILE_URL);
    expect(tileUrlTemplate('')).toBe(OSM_TILE_URL);
    expect(tileUrlTemplate('  ')).toBe(OSM_TILE_URL);
  });

  it('uses the configured server as it is', () => {
    const configured = 'https://{s}.tiles.example.org/{z}/{x}/{y}.png';
    expect(tileUrlTemplate(configured)).toBe(configured);
  });
});
