import { describe, expect, it } from 'vitest';
import { applyInput, filesToSend, missingImages } from './kyc-form';

const values: Record<string, string> = {
  first_name: ' Ada ',
  last_name: 'Lovelace',
  birth_date: '1990-04-30',
  nationality: 'GB',
  residence: 'GB',
  doc_number: 'AB1234567',
  address: '12 Analytical Row',
  city: 'London',
  postal_code: 'NW1 6XE',
};
const value = (name: string) => values[name] ?? '';

describe('kyc form', () => {
  it('sends the details trimmed, and the address only at level 2', () => {
    const one = applyInput(value, '1', 'passport');
    expect(one).toEqual({
      level: '1',
      first_name: 'Ada',
      last_name: 'Lovelace',
      birth_date: '1990-04-30',
      nationality: 'GB',
      residence: 'GB',
      doc_type: 'passport',
      doc_number: 'AB1234567',
    });
    expect(applyInput(value, '2', 'id_card')).toMatchObject({
      level: '2',
      doc_type: 'id_card',
      address: '12 Analytical Row',
      city: 'London',
      postal_code: 'NW1 6XE',
    });
  });

  it('names the images still missing and sends only those asked for', () => {
    const front = new File(['x'], 'f.png');
    const back = new File(['y'], 'b.png');
    expect(missingImages(['front', 'selfie'], { front })).toEqual(['selfie']);
    expect(filesToSend(['front', 'selfie'], { front, back })).toEqual({ front: [front] });
  });
});
