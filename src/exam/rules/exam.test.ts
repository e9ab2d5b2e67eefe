import { describe, expect, it } from 'vitest';
import { certificateUrl, examRefusal, linkedInAddUrl } from './exam.ts';
import { certificateIdFrom } from '../page-scripts/certificate-page.ts';

describe('exam refusals', () => {
  it('map the backend codes to what the learner is told', () => {
    expect(examRefusal({ code: 'VE001' })).toEqual({ reason: 'modules' });
    expect(examRefusal({ code: 'VE002', details: '2026-11-24T09:15:00Z' })).toEqual({
      reason: 'limit',
      nextAllowedAt: '2026-11-24T09:15:00Z',
    });
    expect(examRefusal({ code: 'VE004' })).toEqual({ reason: 'submitted' });
    expect(examRefusal({ code: 'VE005' })).toEqual({ reason: 'expired' });
    expect(examRefusal({ code: 'VE008' })).toEqual({ reason: 'name' });
    expect(examRefusal({ code: '42501' })).toEqual({ reason: 'signed-out' });
    expect(examRefusal({ code: 'PGRST303' })).toEqual({ reason: 'signed-out' });
    expect(examRefusal({ code: 'VE000' })).toEqual({ reason: 'unavailable' });
    expect(examRefusal(undefined)).toEqual({ reason: 'offline' });
  });
});

describe('certificate links', () => {
  const certificate = { id: 'AbCdEfGhIjKlMnOpQrStUv-_', course_title: 'Money & Crypto', issued_at: '2026-01-31T23:59:00Z' };

  it('the verification address', () => {
    expect(certificateUrl('https://vault.example/', certificate.id)).toBe('https://vault.example/certificate/?id=AbCdEfGhIjKlMnOpQrStUv-_');
  });

  it('LinkedIn’s Add to profile link carries name, organisation, issue month and year, URL and id', () => {
    const url = new URL(linkedInAddUrl(certificate, 'The Vault Club', 'https://vault.example/certificate/?id=x'));
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Money & Crypto',
      organizationName: 'The Vault Club',
      issueYear: '2026',
      issueMonth: '1',
      certUrl: 'https://vault.example/certificate/?id=x',
      certId: 'AbCdEfGhIjKlMnOpQrStUv-_',
    });
  });

  it('only an id of the issued shape is looked up', () => {
    expect(certificateIdFrom('?id=AbCdEfGhIjKlMnOpQrStUv-_')).toBe('AbCdEfGhIjKlMnOpQrStUv-_');
    expect(certificateIdFrom('?id=%20AbCdEfGhIjKlMnOpQrStUv-_%20')).toBe('AbCdEfGhIjKlMnOpQrStUv-_');
    for (const search of ['', '?id=', '?id=short', '?id=AbCdEfGhIjKlMnOpQrStUv-_x', '?id=AbCdEfGhIjKlMnOpQrStUv+/']) {
      expect(certificateIdFrom(search), search).toBeUndefined();
    }
  });
});
