import { describe, expect, it } from 'vitest';
import { afterLoginPath, guardRedirect, loginUrl, panelOfLoginPath, panelOfParam } from './panels.ts';

const at = (path: string) => new URL(path, 'http://shahrbazar.test');

describe('guardRedirect', () => {
  it('lets a session of the panel kind through', () => {
    expect(guardRedirect({ kind: 'general' }, 'general', at('/panel/profile'))).toBeUndefined();
    expect(guardRedirect({ kind: 'agent' }, 'agent', at('/agent/dashboard'))).toBeUndefined();
    expect(guardRedirect({ kind: 'manager' }, 'manager', at('/manager/dashboard'))).toBeUndefined();
  });

  it('sends a visitor without a session to that panel login page, asking to come back with the query', () => {
    expect(guardRedirect(null, 'general', at('/panel/profile?tab=2'))).toBe(
      '/auth/panel/login?redirectTo=%2Fpanel%2Fprofile%3Ftab%3D2',
    );
    expect(guardRedirect(null, 'agent', at('/agent/dashboard'))).toBe(
      '/auth/agent/login?redirectTo=%2Fagent%2Fdashboard',
    );
    expect(guardRedirect(null, 'manager', at('/manager/dashboard'))).toBe(
      '/auth/manager/login?redirectTo=%2Fmanager%2Fdashboard',
    );
  });

  it('sends a session of another kind to the login page of the panel asked for', () => {
    expect(guardRedirect({ kind: 'agent' }, 'general', at('/panel/dashboard'))).toMatch(/^\/auth\/panel\/login\?/);
    expect(guardRedirect({ kind: 'general' }, 'agent', at('/agent/dashboard'))).toMatch(/^\/auth\/agent\/login\?/);
    expect(guardRedirect({ kind: 'general' }, 'manager', at('/manager'))).toMatch(/^\/auth\/manager\/login\?/);
  });
});

describe('after login', () => {
  it('goes to the asked-for same-site page, else the panel home', () => {
    expect(afterLoginPath('general', '/panel/profile')).toBe('/panel/profile');
    expect(afterLoginPath('general', null)).toBe('/panel/dashboard');
    expect(afterLoginPath('agent', '')).toBe('/agent/dashboard');
    expect(afterLoginPath('manager', undefined)).toBe('/manager/dashboard');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'panel'])(
    'never leaves the site for redirectTo=%j',
    (target) => {
      expect(afterLoginPath('general', target)).toBe('/panel/dashboard');
      expect(loginUrl('general', target)).toBe('/auth/panel/login');
    },
  );
});

describe('panel paths', () => {
  it('knows the panel of a login page and of a ?panel= parameter', () => {
    expect(panelOfParam('agent')).toBe('agent');
    expect(panelOfParam('root')).toBe('general');
    expect(panelOfParam(null)).toBe('general');
    expect(panelOfLoginPath('/auth/manager/login')).toBe('manager');
    expect(panelOfLoginPath('/auth/panel/login/')).toBe('general');
    expect(panelOfLoginPath('/auth/other/login')).toBeUndefined();
  });
});
