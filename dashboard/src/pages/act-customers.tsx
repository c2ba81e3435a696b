import { useMutation, useQuery } from 'urql';
import { CreateCustomerDocument, CustomerForEditDocument, UpdateCustomerDocument } from '../generated/graphql';
import { Act, FormDialog, opt, type FieldSpec } from '../form';
import { go } from '../router';

const NAME_FIELDS: FieldSpec[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'off', aliases: ['first_name'] },
  { name: 'lastName', label: 'Last name', autoComplete: 'off', aliases: ['last_name'] },
  { name: 'phone', label: 'Phone', kind: 'tel', placeholder: '+2348012345678' },
];

// "New customer" on the customers list: the customer's page opens once it exists.
export function NewCustomer() {
  const [, create] = useMutation(CreateCustomerDocument);
  return (
    <Act label="New customer">
      {(close) => (
        <FormDialog
          title="New customer"
          description={<p>Their first payment can create them too; an email already used here answers that customer.</p>}
          fields={[{ name: 'email', label: 'Email', kind: 'email', required: true }, ...NAME_FIELDS]}
          submitLabel="Create customer"
          onClose={close}
          onSubmit={async (v) => {
            const r = await create({ input: { email: v.email.trim(), firstName: opt(v.firstName), lastName: opt(v.lastName), phone: opt(v.phone) } });
            if (r.error) return r.error;
            go(`customers/${r.data!.createCustomer.customerCode}`);
          }}
        />
      )}
    </Act>
  );
}

// "Edit customer" on a customer's page (the risk action has its own control there).
export function CustomerActions({ code }: { code: string }) {
  const [res] = useQuery({ query: CustomerForEditDocument, variables: { code } });
  const [, update] = useMutation(UpdateCustomerDocument);
  const cu = res.data?.customer;
  if (!cu) return null;
  return (
    <div className="actions">
      <Act label="Edit customer">
        {(close) => (
          <FormDialog
            title={`Edit ${cu.email}`}
            fields={NAME_FIELDS}
            initial={{ firstName: cu.firstName ?? '', lastName: cu.lastName ?? '', phone: cu.phone ?? '' }}
            submitLabel="Save changes"
            onClose={close}
            onSubmit={async (v) => {
              const r = await update({ customer: cu.customerCode, input: { firstName: opt(v.firstName), lastName: opt(v.lastName), phone: opt(v.phone) } });
              return r.error;
            }}
          />
        )}
      </Act>
    </div>
  );
}
