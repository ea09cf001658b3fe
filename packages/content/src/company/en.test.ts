import { describe, expect, it } from 'vitest';
import { company } from './en';
import { formatAddress } from './helpers';

describe('company', () => {
  it('is the one record of the company behind the site', () => {
    expect(company.name).toBe('Lumenor Technologies');
    expect(company.foundedYear).toBe(2010);
    expect(company.address.locality).toBe('Hyderabad');
    expect(company.social.map((s) => s.network)).toEqual(['linkedin', 'twitter', 'facebook']);
  });

  it('formats the postal address on one line', () => {
    expect(formatAddress(company.address)).toBe(
      '4th Floor, Cyber Pearl, Plot 3, HITEC City, Madhapur, Hyderabad, Telangana 500081, India',
    );
  });
});
