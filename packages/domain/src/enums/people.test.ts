import { describe, it, expect } from 'vitest';
import {
  AuthLevel,
  ClientPanelKind,
  CooperationType,
  DeviceType,
  Gender,
  MANAGER_PANEL_USER_TYPES,
  MilitaryStatus,
  PanelType,
  TokenKind,
  UserType,
  usesManagerPanel,
} from './people.ts';
import { expectLabelled } from './expect-labelled.ts';

describe('people enumerations', () => {
  it('use the spec values', () => {
    expect(UserType).toMatchObject({ admin: 0, employee: 1, client: 2, agent: 3 });
    expect(PanelType.values).toEqual([
      'manager',
      'agent',
      'userPanel',
      'patientPanel',
      'doctorPanel',
      'clientPanel',
      'lawyerPanel',
    ]);
    expect(ClientPanelKind.values).toEqual(['clinicCustomer', 'myClinic', 'lawyerCustomer', 'myLawyer']);
    expect(DeviceType.names).toEqual([
      'webManager',
      'mobile',
      'mobileForBooth',
      'webAgent',
      'webClient',
      'webCustomerClinic',
      'webMyClinic',
      'webCustomerLawyer',
      'webMyLawyer',
    ]);
    expect(DeviceType.values).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(AuthLevel.values).toEqual([0, 1, 2, 3]);
    expect(Gender.values).toEqual(['man', 'female', 'either']);
    expect(MilitaryStatus.values).toEqual(['permanentExemption', 'endOfService', 'either']);
    expect(CooperationType.values).toEqual(['fullTime', 'partTime', 'intern', 'telecommuting', 'project']);
    expect(TokenKind.values).toEqual(['general', 'agent', 'manager']);
  });

  it('label every value in both locales', () => {
    for (const e of [
      UserType,
      PanelType,
      ClientPanelKind,
      DeviceType,
      AuthLevel,
      Gender,
      MilitaryStatus,
      CooperationType,
      TokenKind,
    ]) {
      expectLabelled(e);
    }
  });

  it('sends admins and employees to the manager panel only', () => {
    expect(MANAGER_PANEL_USER_TYPES).toEqual([0, 1]);
    expect(usesManagerPanel(UserType.admin)).toBe(true);
    expect(usesManagerPanel(UserType.employee)).toBe(true);
    expect(usesManagerPanel(UserType.client)).toBe(false);
    expect(usesManagerPanel(UserType.agent)).toBe(false);
  });
});
