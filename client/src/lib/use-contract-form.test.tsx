import { describe, expect, it } from '@jest/globals';
import { Button, Checkbox, NumberInput, TextInput } from '@mantine/core';
import { MESSAGES } from '@hema/shared/schemas/auth';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { setLanguage } from '../i18n/i18n';
import { renderComponent } from '../test/render-component';
import { useContractForm } from './use-contract-form';

/** A form with every kind of value the kit must carry: text, number, boolean, nested object, array. */
const stageSchema = z.object({
  title: z.string().trim().min(1, MESSAGES.required),
  fighters: z.number().int().min(2, 'At least 2 fighters'),
  team: z.boolean(),
  venue: z.object({ city: z.string().trim().min(1, MESSAGES.required) }),
  rings: z.array(z.object({ name: z.string().trim().min(1, MESSAGES.required) })).min(1),
});

const EMPTY = {
  title: '',
  fighters: '' as number | '',
  team: false,
  venue: { city: '' },
  rings: [{ name: 'Ring A' }, { name: '' }],
};

let submitted: z.output<typeof stageSchema>[] = [];
let serverErrors: Record<string, string> | null = null;

function StageForm() {
  const form = useContractForm(stageSchema, { initialValues: EMPTY });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((data) => {
        submitted.push(data);
        if (serverErrors) form.setServerErrors(serverErrors);
      })}
    >
      {form.formError && <p role="alert">{form.formError}</p>}
      <TextInput label="Title" {...form.inputProps('title')} />
      <NumberInput label="Fighters" {...form.inputProps('fighters')} />
      <Checkbox label="Team" {...form.inputProps('team', { type: 'checkbox' })} />
      <TextInput label="City" {...form.inputProps('venue.city')} />
      {form.values.rings.map((_, index) => (
        <TextInput key={index} label={`Ring ${index + 1}`} {...form.inputProps(`rings.${index}.name`)} />
      ))}
      <Button type="button" onClick={() => form.form.insertListItem('rings', { name: '' })}>
        Add ring
      </Button>
      <Button type="submit">Save</Button>
    </form>
  );
}

function setup() {
  submitted = [];
  serverErrors = null;
  renderComponent(<StageForm />);
  return userEvent.setup({ delay: null });
}

describe('the form kit', () => {
  it('shows schema messages under nested and array fields on submit, and sends nothing', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Field required')).toHaveLength(4); // title, fighters, city, ring 2
    expect(screen.getByLabelText('Ring 2').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Ring 1').getAttribute('aria-invalid')).not.toBe('true');
    expect(submitted).toEqual([]);
  });

  it('submits parsed values: a number, a boolean, a nested object and an array', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Title'), '  Pools  ');
    await user.type(screen.getByLabelText('Fighters'), '12');
    await user.click(screen.getByLabelText('Team'));
    await user.type(screen.getByLabelText('City'), 'Tampere');
    await user.type(screen.getByLabelText('Ring 2'), 'Ring B');
    await user.click(screen.getByRole('button', { name: 'Add ring' }));
    await user.type(screen.getByLabelText('Ring 3'), 'Ring C');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toEqual({
      title: 'Pools',
      fighters: 12,
      team: true,
      venue: { city: 'Tampere' },
      rings: [{ name: 'Ring A' }, { name: 'Ring B' }, { name: 'Ring C' }],
    });
  });

  it('checks a field once it is left, and re-checks it while it is typed into', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Fighters'), '1');
    expect(screen.queryByText('At least 2 fighters')).toBeNull();
    await user.tab();
    expect(await screen.findByText('At least 2 fighters')).toBeTruthy();
    await user.click(screen.getByLabelText('Fighters'));
    await user.type(screen.getByLabelText('Fighters'), '6');
    await waitFor(() => expect(screen.queryByText('At least 2 fighters')).toBeNull());
  });

  it("puts the server's field errors under their fields and the rest above the form", async () => {
    const user = setup();
    serverErrors = { 'rings.1.name': 'Ring names must differ', clubId: 'Club not found' };
    await user.type(screen.getByLabelText('Title'), 'Pools');
    await user.type(screen.getByLabelText('Fighters'), '4');
    await user.type(screen.getByLabelText('City'), 'Tampere');
    await user.type(screen.getByLabelText('Ring 2'), 'Ring A');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ring names must differ')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Club not found');
  });

  it('speaks the interface language', async () => {
    await act(() => setLanguage('ru'));
    try {
      const user = setup();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect((await screen.findAllByText('Обязательное поле')).length).toBeGreaterThan(0);
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it("shows zod's own messages in the interface language too", async () => {
    await act(() => setLanguage('ru'));
    try {
      const user = userEvent.setup();
      renderComponent(<ShortCodeForm />);
      await user.type(screen.getByLabelText('Code'), 'abcdef');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const message = await screen.findByText(/[А-Яа-я]/, { selector: '.mantine-InputWrapper-error' });
      expect(message.textContent).not.toMatch(/Too big/);
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});

/** A field whose only rule has no message of ours: zod writes it. */
function ShortCodeForm() {
  const form = useContractForm(z.object({ code: z.string().max(3) }), { initialValues: { code: '' } });
  return (
    <form noValidate onSubmit={form.onSubmit(() => undefined)}>
      <TextInput label="Code" {...form.inputProps('code')} />
      <Button type="submit">Save</Button>
    </form>
  );
}
