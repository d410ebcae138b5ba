/** Fills the KYC form as a person would, every field valid (the ID photo small enough to go as it is). */
import { fireEvent, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { idPhoto, pdf } from './fixtures.ts';

export const field = (name: string) => screen.getByLabelText(name, { selector: 'input, select' }) as HTMLInputElement;

export async function fillKycForm(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('option', { name: 'Access Bank' });
  fireEvent.change(field('Date of birth'), { target: { value: '1990-04-12' } });
  await user.type(field('BVN (Bank Verification Number)'), '22212345678');
  await user.selectOptions(field('Bank'), 'Guaranty Trust Bank');
  await user.upload(screen.getByTestId('statement-input'), pdf());
  await user.type(field('Account number'), '0123456789');
  await user.type(field('Account name'), 'Ada Obi');
  await user.selectOptions(field('Means of identification'), 'National ID');
  await user.upload(screen.getByTestId('id-image-input'), idPhoto());
  await screen.findByText(/ready to send/);
}
