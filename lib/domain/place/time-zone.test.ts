import { describe, expect, it } from 'vitest';
import { pharmacyTimeZone } from './time-zone';

const zoneAt = (state: string, latitude: number, longitude: number) =>
  pharmacyTimeZone({ state, latitude, longitude });

describe('pharmacyTimeZone', () => {
  it('gives a state its zone', () => {
    expect(zoneAt('CA', 37.76, -122.41)).toBe('America/Los_Angeles');
    expect(zoneAt('NY', 40.75, -73.99)).toBe('America/New_York');
    expect(zoneAt('AZ', 33.45, -112.07)).toBe('America/Phoenix');
    expect(zoneAt('HI', 21.31, -157.86)).toBe('Pacific/Honolulu');
  });

  it('puts the parts of split states in their own zone', () => {
    const cities: Array<[string, string, number, number, string]> = [
      ['El Paso', 'TX', 31.76, -106.49, 'America/Denver'],
      ['Dallas', 'TX', 32.78, -96.8, 'America/Chicago'],
      ['Pensacola', 'FL', 30.42, -87.22, 'America/Chicago'],
      ['Tallahassee', 'FL', 30.44, -84.28, 'America/New_York'],
      ['Chattanooga', 'TN', 35.05, -85.31, 'America/New_York'],
      ['Nashville', 'TN', 36.16, -86.78, 'America/Chicago'],
      ['Louisville', 'KY', 38.25, -85.76, 'America/New_York'],
      ['Bowling Green', 'KY', 36.99, -86.44, 'America/Chicago'],
      ['Gary', 'IN', 41.6, -87.35, 'America/Chicago'],
      ['Evansville', 'IN', 37.97, -87.57, 'America/Chicago'],
      ['Indianapolis', 'IN', 39.77, -86.16, 'America/New_York'],
      ['Iron Mountain', 'MI', 45.82, -88.07, 'America/Chicago'],
      ['Detroit', 'MI', 42.33, -83.05, 'America/New_York'],
      ['Dickinson', 'ND', 46.88, -102.79, 'America/Denver'],
      ['Bismarck', 'ND', 46.81, -100.78, 'America/Chicago'],
      ['Rapid City', 'SD', 44.08, -103.23, 'America/Denver'],
      ['Scottsbluff', 'NE', 41.87, -103.67, 'America/Denver'],
      ['Goodland', 'KS', 39.35, -101.71, 'America/Denver'],
      ['Ontario', 'OR', 44.03, -116.96, 'America/Denver'],
      ['Coeur d’Alene', 'ID', 47.68, -116.78, 'America/Los_Angeles'],
      ['Boise', 'ID', 43.62, -116.2, 'America/Denver'],
    ];
    for (const [city, state, lat, lon, zone] of cities) {
      expect(`${city}: ${zoneAt(state, lat, lon)}`).toBe(`${city}: ${zone}`);
    }
  });
});
