import { describe, expect, it } from 'vitest';
import { addressAllowed, targetProblem } from './webhook-target.ts';
import { signWebhook } from './webhook.service.ts';

describe('where a webhook may be delivered', () => {
  it('takes public HTTPS addresses only in production', () => {
    expect(targetProblem('https://hooks.example.com/shahrbazar', false)).toBeNull();
    expect(targetProblem('https://93.184.216.34:8443/x', false)).toBeNull();
    expect(targetProblem('http://hooks.example.com/x', false)).toBe('httpsOnly');
    expect(targetProblem('http://127.0.0.1:4000/x', false)).toBe('httpsOnly');
    for (const inside of [
      'https://127.0.0.1/x',
      'https://10.1.2.3/x',
      'https://172.20.0.1/x',
      'https://192.168.1.1/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/x',
      'https://[fd00::1]/x',
      'https://[::ffff:10.0.0.1]/x',
      'https://localhost/x',
      'https://intranet/x',
    ])
      expect(targetProblem(inside, false), inside).toBe('privateAddress');
    expect(targetProblem('https://user:pass@hooks.example.com/x', false)).toBe('invalid');
    expect(targetProblem('not a url', false)).toBe('invalid');
  });

  it('lets a receiver on this machine in outside production, over http too, and nothing else inside', () => {
    expect(targetProblem('http://127.0.0.1:4000/x', true)).toBeNull();
    expect(targetProblem('http://localhost:4000/x', true)).toBeNull();
    expect(targetProblem('http://10.0.0.5/x', true)).toBe('httpsOnly');
    expect(targetProblem('https://10.0.0.5/x', true)).toBe('privateAddress');
    expect(addressAllowed('127.0.0.1', true)).toBe(true);
    expect(addressAllowed('127.0.0.1', false)).toBe(false);
    expect(addressAllowed('::ffff:192.168.0.9', true)).toBe(false);
    expect(addressAllowed('93.184.216.34', false)).toBe(true);
  });
});

describe('the Standard Webhooks signature', () => {
  it('signs as the scheme’s own example does', () => {
    // The example of the Standard Webhooks specification.
    expect(
      signWebhook(
        'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        'msg_p5jXN8AQM9LWM0D4loKWxJek',
        1614265330,
        '{"test": 2432232314}',
      ),
    ).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });
});
