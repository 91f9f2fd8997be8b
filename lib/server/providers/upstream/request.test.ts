import { describe, expect, it } from 'vitest';
import { findDrugsQuery } from '@/test-support/queries';
import { findDrugsParams } from './request';

describe('findDrugsParams', () => {
  it('asks in the interface’s parameters with the upstream’s group and our resolved point, in a fixed order', () => {
    const params = findDrugsParams(
      findDrugsQuery({
        groupId: 'CALLER',
        drugName: '  Lipitor   20 ',
        brandIndicator: 'B',
        origin: { latitude: 37.7488, longitude: -122.4158, label: 'San Francisco, CA 94110' },
        quantity: 45,
        ucOverrideUsd: 1.5,
        includeDrugInfo: true,
        sortBy: 'price',
        form: 'TABLET',
      }),
      'BFF1',
    );
    expect(params.toString()).toBe(
      'groupID=BFF1&DrugName=lipitor+20&BrandIndicator=B&Lat=37.7488&Long=-122.4158&NumPharm=25&Qty=45&UseUC=true&UC=1.5&IncludeDrugInfo=true',
    );
  });

  it('never writes a number in exponent notation, which the interface’s decimals do not take', () => {
    const params = findDrugsParams(
      findDrugsQuery({
        ndc: '00071015523',
        origin: { latitude: 1e-7, longitude: -2.5e-8, label: 'x' },
        priceOnly: true,
      }),
      'BFF1',
    );
    expect(params.get('Lat')).toBe('0.0000001');
    expect(params.get('Long')).toBe('-0.000000025');
    expect(params.get('PriceOnly')).toBe('true');
    expect(params.has('UseUC')).toBe(false);
  });
});
