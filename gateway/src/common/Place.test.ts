import { toPlace } from './Place';

describe('toPlace', () => {
  test.each([
    [{ id: 1, name: 'Richmond', path: 'United States, Virginia, Richmond' }, 'Richmond, Virginia, United States'],
    [{ id: 2, name: 'Richmond', path: 'United States,Virginia' }, 'Richmond, Virginia, United States'],
    [{ id: 3, name: 'France', path: 'France' }, 'France'],
    [{ id: 4, name: 'Nowhere', path: '' }, 'Nowhere'],
  ])('labels %j as %s', (dto, label) => {
    expect(toPlace(dto)).toEqual({ name: dto.name, label });
  });

  test('keeps null', () => expect(toPlace(null)).toBeNull());
});
