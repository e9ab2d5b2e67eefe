import { describe, expect, it } from 'vitest';
import { checkAuthForm, readAuthQuery } from './auth-form.ts';

const ORIGIN = 'http://127.0.0.1:4321';

describe('readAuthQuery', () => {
  it('opens sign-in with nothing in the query', () => {
    expect(readAuthQuery('', ORIGIN)).toEqual({ mode: 'sign-in', email: '', prefilled: false, next: undefined, cameToLearn: false });
  });

  it('opens "Complete Account" for a valid ?email=, sanitised', () => {
    expect(readAuthQuery('?email=%20ada%40example.com%3E', ORIGIN)).toEqual({
      mode: 'sign-up',
      email: 'ada@example.com',
      prefilled: true,
      next: undefined,
      cameToLearn: false,
    });
  });

  it('opens sign-up with the address editable when ?email= is not valid', () => {
    expect(readAuthQuery('?email=ada', ORIGIN)).toMatchObject({ mode: 'sign-up', email: 'ada', prefilled: false });
  });

  it('keeps a same-site ?next= only', () => {
    expect(readAuthQuery('?next=%2Flearn-now', ORIGIN).next).toBe('/learn-now');
    expect(readAuthQuery('?next=https%3A%2F%2Fevil.example', ORIGIN).next).toBeUndefined();
  });

  it('opens on creating a free account when sent from a learning page, unless the address is fixed', () => {
    expect(readAuthQuery('?next=%2Flearn-now', ORIGIN)).toMatchObject({ mode: 'sign-up', cameToLearn: true });
    expect(readAuthQuery('?email=&next=%2Flearn%2Fwhat-is-money-really', ORIGIN)).toMatchObject({ mode: 'sign-up', cameToLearn: true });
    expect(readAuthQuery('?email=ada%40example.com&next=%2Flearn-now', ORIGIN)).toMatchObject({ prefilled: true, cameToLearn: false });
    expect(readAuthQuery('?next=%2Fwhite-paper', ORIGIN)).toMatchObject({ mode: 'sign-in', cameToLearn: false });
  });
});

describe('checkAuthForm', () => {
  const strong = 'Vault-Club-2025!';

  it('sanitises name and e-mail but not the password', () => {
    const { values, errors } = checkAuthForm('sign-up', { name: ' <Ada> ', email: ' ada@example.com ', password: ' <Pass-w0rd> ' });
    expect(values).toEqual({ name: 'Ada', email: 'ada@example.com', password: ' <Pass-w0rd> ' });
    expect(errors).toEqual({});
  });

  it('at sign-up needs a name, a valid address and every password rule', () => {
    expect(checkAuthForm('sign-up', { name: '  ', email: 'ada', password: 'abc' }).errors).toEqual({
      name: ['required'],
      email: ['invalid'],
      password: ['length', 'uppercase', 'number', 'special'],
    });
    expect(checkAuthForm('sign-up', { name: 'Ada', email: 'ada@example.com', password: '' }).errors).toEqual({
      password: ['length', 'uppercase', 'lowercase', 'number', 'special'],
    });
  });

  it('at sign-in checks no password rule and no name', () => {
    expect(checkAuthForm('sign-in', { name: '', email: 'ada@example.com', password: 'weak' }).errors).toEqual({});
    expect(checkAuthForm('sign-in', { name: '', email: 'ada@example', password: '' }).errors).toEqual({
      email: ['invalid'],
      password: ['required'],
    });
    expect(checkAuthForm('sign-in', { name: '', email: 'ada@example.com', password: strong }).errors).toEqual({});
  });
});
